import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Actor, AnyActorLogic, EmittedFrom, EventFromLogic, SnapshotFrom } from 'xstate';

/** What a flow's own chunk gives: its machine, provided with the real actors, made into an actor not yet started. */
export type FlowMaker<Logic extends AnyActorLogic, Input> = (input: Input) => Actor<Logic>;

type Listeners<Logic extends AnyActorLogic> = {
  [Type in EmittedFrom<Logic>['type']]?: (emitted: Extract<EmittedFrom<Logic>, { type: Type }>) => void;
};

export type OnDemandFlow<Logic extends AnyActorLogic> = {
  /** The actor's snapshot, or null while nothing has been sent yet: the page then draws the machine's first state. */
  snapshot: SnapshotFrom<Logic> | null;
  send: (event: EventFromLogic<Logic>) => void;
};

/**
 * A flow whose machine (and XState with it, 14 kB gzip) is loaded on the first event sent (issue 22:
 * the Business Profile's forms stay in their first state until a press or a keystroke). Events sent
 * while the chunk loads wait and are sent in order once the actor has started; the listeners hear
 * what it emits from its start. `input` is read when the component mounts, as `FlowProvider` reads
 * it when it starts the actor. The actor stops when the component unmounts. A failed load is thrown
 * to the route's error boundary.
 */
export function useOnDemandFlow<Logic extends AnyActorLogic, Input>(
  load: () => Promise<FlowMaker<Logic, Input>>,
  input: Input,
  listeners: Listeners<Logic> = {},
): OnDemandFlow<Logic> {
  const [startInput] = useState(input);
  const [actor, setActor] = useState<Actor<Logic> | null>(null);
  // A chunk that failed to load is thrown where the page draws, as a dialog's on its first opening
  // is: the route's boundary then offers 'Try again' instead of a button that does nothing.
  const [loadFailure, setLoadFailure] = useState<{ error: unknown } | null>(null);
  if (loadFailure) throw loadFailure.error;
  // Read by `send`, which may be called again before the render that follows the start.
  const live = useRef<Actor<Logic> | null>(null);
  const waiting = useRef<EventFromLogic<Logic>[] | null>(null);
  const mounted = useRef(true);
  const heard = useRef(listeners);
  heard.current = listeners;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(
    () => () => {
      actor?.stop();
    },
    [actor],
  );

  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null);

  const send = (event: EventFromLogic<Logic>) => {
    if (live.current) {
      live.current.send(event);
      return;
    }
    if (waiting.current) {
      waiting.current.push(event);
      return;
    }
    waiting.current = [event];
    load().then(
      (make) => {
        if (!mounted.current) return;
        const started = make(startInput);
        started.on('*', (emitted) => {
          // The listener chosen by the emitted event's own type, so it takes that event.
          const listener = heard.current[emitted.type as EmittedFrom<Logic>['type']] as
            | ((event: EmittedFrom<Logic>) => void)
            | undefined;
          listener?.(emitted);
        });
        started.start();
        live.current = started;
        for (const waited of waiting.current ?? []) started.send(waited);
        setActor(started);
      },
      (error: unknown) => {
        waiting.current = null;
        if (mounted.current) setLoadFailure({ error });
      },
    );
  };

  return { snapshot, send };
}
