import { createActorContext } from '@xstate/react';
import { type Context, createContext, type ReactNode, useContext } from 'react';
import type { ActorOptions, AnyActorLogic, SnapshotFrom } from 'xstate';

type Replacement<Logic extends AnyActorLogic> = {
  logic: Logic;
  snapshot?: SnapshotFrom<Logic>;
  /** The clock its delays run on (an xstate SimulatedClock the story advances), else the real one. */
  clock?: ActorOptions<Logic>['clock'];
};

/** One machine as the app wires it; made by `createFlow`, mounted by `FlowProvider`. */
export type Flow<Logic extends AnyActorLogic> = {
  logic: Logic;
  actor: ReturnType<typeof createActorContext<Logic>>;
  replacement: Context<Replacement<Logic> | null>;
  /** Reads the mounted actor's snapshot. */
  useSelector: ReturnType<typeof createActorContext<Logic>>['useSelector'];
  /** The mounted actor, to send events to and subscribe to what it emits. */
  useActorRef: ReturnType<typeof createActorContext<Logic>>['useActorRef'];
};

/**
 * The one way the app connects a machine to its screen. `logic` is the machine provided with its
 * real actors, once, in the feature's `*-flow.ts`. The page mounts it with `FlowProvider` (giving
 * the input it knows: the user, the clock), and its connectors read it with `flow.useSelector` and
 * send to it through `flow.useActorRef`. Stories wrap the page in `ReplaceFlow` to run the same
 * machine with fake actors, optionally from a snapshot, however deep the provider is.
 */
export function createFlow<Logic extends AnyActorLogic>(logic: Logic): Flow<Logic> {
  const actor = createActorContext(logic);
  return {
    logic,
    actor,
    replacement: createContext<Replacement<Logic> | null>(null),
    useSelector: actor.useSelector,
    useActorRef: actor.useActorRef,
  };
}

/** Starts the flow's actor for the subtree: the real logic, or what a `ReplaceFlow` above put in place. */
export function FlowProvider<Logic extends AnyActorLogic>({
  flow,
  options,
  children,
}: {
  flow: Flow<Logic>;
  options?: ActorOptions<Logic>;
  children: ReactNode;
}) {
  const replacement = useContext(flow.replacement);
  const snapshot = replacement?.snapshot;
  const clock = replacement?.clock;
  const Provider = flow.actor.Provider;
  return (
    <Provider
      logic={replacement?.logic ?? flow.logic}
      options={{ ...options, ...(snapshot ? { snapshot } : {}), ...(clock ? { clock } : {}) }}
    >
      {children}
    </Provider>
  );
}

/**
 * Runs a flow with other logic below it — the machine provided with fake actors — and, with
 * `snapshot` (`machine.resolveState({ value, context })`), from any state; with `clock`, its delays
 * (and its children's) fall due only when the story advances that clock. For stories.
 */
export function ReplaceFlow<Logic extends AnyActorLogic>({
  flow,
  logic,
  snapshot,
  clock,
  children,
}: Replacement<Logic> & { flow: Flow<Logic>; children: ReactNode }) {
  const Replacement = flow.replacement.Provider;
  return <Replacement value={{ logic, snapshot, clock }}>{children}</Replacement>;
}
