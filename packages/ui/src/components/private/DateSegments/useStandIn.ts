import { useEffect, useRef, useState } from 'react';
import { entryPending, entrySettled } from './heldClicks';
import type { EditableSegmentType } from './segments';

/** A key pressed in the stand-in while React Aria loads, and the segment it was pressed in. */
export type BufferedKey = { segment: EditableSegmentType; key: string };

/**
 * What the stand-in hands to React Aria's field: the segment that had the focus (null when it had
 * left the field by then), the keys typed meanwhile, in order, and whether the pointer was over it.
 * The list is the stand-in's own: keys pressed until the real field has replayed it are added to it.
 */
export type DateHandOver = {
  focus: EditableSegmentType | null;
  keys: BufferedKey[];
  hovered: boolean;
  /** Called once the keys are replayed: a press held meanwhile goes through (heldClicks.ts). */
  settled: () => void;
};

const editingKeys = new Set([
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** Keys a date segment acts on: typed characters and React Aria's editing keys (Tab moves on its own). */
export function isSegmentKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key.length === 1 || editingKeys.has(event.key);
}

/** One download for every field of a kind on the page; a failed one is tried again at the next use. */
export function onDemandModule<Module>(importModule: () => Promise<Module>) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    loaded: () => loaded,
    /** As on a page that has not loaded it yet: the stories' files share one page. */
    forget() {
      loaded = undefined;
      loading = undefined;
    },
    load(): Promise<Module> {
      loading ??= importModule().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

export type StandInHandlers = {
  onSegmentFocus: (segment: EditableSegmentType) => void;
  onSegmentBlur: () => void;
  onSegmentKey: (key: BufferedKey) => void;
  onHover: (hovered: boolean) => void;
};

/**
 * The stand-in's side of the hand-over: the first focus of a segment (by Tab, pointer or the label)
 * loads React Aria's field; keys pressed before it has arrived are kept for it to replay.
 */
export function useStandIn(module: ReturnType<typeof onDemandModule<unknown>>) {
  const [handOver, setHandOver] = useState<DateHandOver | null>(null);
  const [focused, setFocused] = useState<EditableSegmentType | null>(null);
  const focusedRef = useRef<EditableSegmentType | null>(null);
  const keys = useRef<BufferedKey[]>([]);
  const hovered = useRef(false);
  const field = useRef({});
  const settled = () => entrySettled(field.current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: settles the field's own entry when it leaves the page
  useEffect(() => settled, []);

  const takeOver = () =>
    setHandOver(
      (current) => current ?? { focus: focusedRef.current, keys: keys.current, hovered: hovered.current, settled },
    );
  const handlers: StandInHandlers = {
    onSegmentFocus: (segment) => {
      focusedRef.current = segment;
      setFocused(segment);
      if (module.loaded()) takeOver();
      // Without React Aria's field the keys cannot become a value: a held press goes through as it is.
      else module.load().then(takeOver, settled);
    },
    onSegmentBlur: () => {
      focusedRef.current = null;
      setFocused(null);
    },
    onSegmentKey: (key) => {
      keys.current.push(key);
      entryPending(field.current);
    },
    onHover: (isHovered) => {
      hovered.current = isHovered;
      if (isHovered) module.load().catch(() => undefined);
    },
  };
  return { handOver: module.loaded() ? handOver : null, focused, handlers };
}
