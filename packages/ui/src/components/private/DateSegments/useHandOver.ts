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
    const group = () => groupRef.current;
    if (handOver.focus) segmentIn(group(), handOver.focus)?.focus({ preventScroll: true });
    if (handOver.hovered && group()) carryHover(group() as HTMLElement);
    if (keys.length === 0) {
      handOver.settled();
      return;
    }

    const queueKey = (event: KeyboardEvent) => {
      if (replaying || !isSegmentKey(event) || !group()?.contains(event.target as Node)) return;
      const segment = (event.target as HTMLElement).dataset.type as EditableSegmentType | undefined;
      if (!segment) return;
      event.preventDefault();
      event.stopPropagation();
      keys.push({ segment, key: event.key });
    };
    document.addEventListener('keydown', queueKey, true);
    // One task from the first key to the last, so nothing the person does comes in between.
    const timer = setTimeout(() => {
      document.removeEventListener('keydown', queueKey, true);
      const active = document.activeElement;
      const inField = group()?.contains(active) ? (active as HTMLElement) : null;
      let previous: BufferedKey | undefined;
      for (const entry of keys) {
        if (entry.segment !== previous?.segment) segmentIn(group(), entry.segment)?.focus({ preventScroll: true });
        press(entry.key);
        previous = entry;
      }
      keys.length = 0;
      handOver.settled();
      // The focus goes back to where it was when it had left the field (typing elsewhere), or to the
      // segment the person moved to after their last key.
      if (!inField && active instanceof HTMLElement) active.focus({ preventScroll: true });
      else if (inField && previous && inField.dataset.type !== previous.segment) inField.focus({ preventScroll: true });
    });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', queueKey, true);
    };
  }, []);
}
