/**
 * Types at the focused element as a keyboard does (the key, then its text as `beforeinput`), all in
 * one go: nothing else runs in between, so the keys land while React Aria's field is still loading.
 */
export function typeAtOnce(keys: string) {
  for (const key of keys) {
    const target = document.activeElement as HTMLElement;
    const keyDown = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    if (target.dispatchEvent(keyDown))
      target.dispatchEvent(
        new InputEvent('beforeinput', { inputType: 'insertText', data: key, bubbles: true, cancelable: true }),
      );
  }
}
