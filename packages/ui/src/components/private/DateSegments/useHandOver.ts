import { type RefObject, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import type { EditableSegmentType } from './segments';
import { type BufferedKey, type DateHandOver, isSegmentKey } from './useStandIn';

let replaying = false;

function segmentIn(group: HTMLElement | null, type: EditableSegmentType): HTMLElement | null {
  return group?.querySelector<HTMLElement>(`[role="spinbutton"][data-type="${type}"]`) ?? null;
}

/** Presses a key in React Aria's focused segment as the browser would have: typed text arrives as `beforeinput`. */
function press(key: string) {
  const target = document.activeElement;
  if (!target) return;
  const event =
    key.length === 1
      ? new InputEvent('beforeinput', { inputType: 'insertText', data: key, bubbles: true, cancelable: true })
      : new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  replaying = true;
  try {
    // Each key is drawn before the next, so it acts on the segment React Aria has moved the focus to.
    flushSync(() => target.dispatchEvent(event));
  } finally {
    replaying = false;
  }
}

/**
 * React Aria marks its field hovered when the pointer enters it, which it did over the stand-in; the
 * browser tells the new element only when the pointer next moves. Until then it is marked by hand.
 */
function carryHover(group: HTMLElement) {
  group.setAttribute('data-hovered', 'true');
  document.addEventListener(
    'pointermove',
    () => {
      if (!group.matches(':hover')) group.removeAttribute('data-hovered');
    },
    { once: true },
  );
}

/**
 * React Aria's side of the hand-over (issue 22): the segment the stand-in had focused gets the focus
 * in the same commit, then the keys typed while React Aria loaded are pressed again, in order. Keys
 * pressed until that is done join the queue, so none overtakes another. A key typed in another
 * segment than the one before it (the person moved there by Tab or pointer) is pressed there.
 */
export function useHandOver(handOver: DateHandOver | undefined, groupRef: RefObject<HTMLDivElement | null>) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hand-over happens once, when React Aria's field first draws
  useLayoutEffect(() => {
    if (!handOver) return;
    const { keys } = handOver;
    const first = handOver.focus ?? keys[0]?.segment ?? null;
    const returnTo = handOver.focus ? null : document.activeElement;
    if (first) segmentIn(groupRef.current, first)?.focus({ preventScroll: true });
    if (handOver.hovered && groupRef.current) carryHover(groupRef.current);
    if (keys.length === 0) return;

    const queueKey = (event: KeyboardEvent) => {
      if (replaying || !isSegmentKey(event)) return;
      const segment = (event.target as HTMLElement | null)?.dataset?.type as EditableSegmentType | undefined;
      if (!segment || !groupRef.current?.contains(event.target as Node)) return;
      event.preventDefault();
      event.stopPropagation();
      keys.push({ segment, key: event.key });
    };
    document.addEventListener('keydown', queueKey, true);
    const timer = setTimeout(() => {
      let previous: BufferedKey | undefined;
      for (let index = 0; index < keys.length; index += 1) {
        const entry = keys[index] as BufferedKey;
        if (entry.segment !== previous?.segment) segmentIn(groupRef.current, entry.segment)?.focus();
        press(entry.key);
        previous = entry;
      }
      keys.length = 0;
      document.removeEventListener('keydown', queueKey, true);
      if (returnTo instanceof HTMLElement) returnTo.focus({ preventScroll: true });
      else if (handOver.focus && previous && previous.segment !== handOver.focus)
        segmentIn(groupRef.current, handOver.focus)?.focus({ preventScroll: true });
    });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', queueKey, true);
    };
  }, []);
}
