/**
 * Whether the last interaction on the page was a pointer press rather than a key, as React Aria's
 * focus-visible tracking decides it: a control focused after a key (or by code before any
 * interaction) shows its focus ring, one focused by a click or a tap does not. The browser's own
 * `:focus-visible` decides differently for focus moved by code after a click, which is how the
 * stories' simulated clicks arrive, so the light controls that replaced React Aria's ask this.
 */
let pointerWasLast = false;
let listening = false;

function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const onPointer = () => {
    pointerWasLast = true;
  };
  document.addEventListener('pointerdown', onPointer, true);
  document.addEventListener('mousedown', onPointer, true);
  document.addEventListener(
    'keydown',
    (event) => {
      // A modifier alone, or a shortcut with one, is not moving the focus by keyboard.
      if (event.metaKey || event.ctrlKey || event.altKey || ['Control', 'Shift', 'Meta', 'Alt'].includes(event.key)) {
        return;
      }
      pointerWasLast = false;
    },
    true,
  );
}

/** Starts tracking (once per page); call when a control that asks is drawn. */
export function trackLastInteraction() {
  listen();
}

export function focusShouldBeVisible(): boolean {
  return !pointerWasLast;
}

/**
 * Back to a page's first state, as if nothing had been pressed yet: the stories' files share one
 * page, and each file's stories were drawn (and their screenshots taken) from that state.
 */
export function forgetLastInteraction() {
  pointerWasLast = false;
}
