import { useEffect, useRef } from 'react';

const INVALID_CONTROLS = '[aria-invalid="true"], [data-invalid] :is(input, textarea, button)';

/**
 * After a submit that ends in field messages, focus goes to the first field in error (where its
 * message is read out with it) instead of staying on the button. Call `submitted()` when the form
 * is sent, and give `container` the form (or the element holding its fields). The wait ends at the
 * first field in error, when the answer comes without one (busy → idle), or when the person types.
 */
export function useFocusFirstInvalid<T extends HTMLElement>(isBusy = false) {
  const container = useRef<T | null>(null);
  const awaiting = useRef(false);
  const wasBusy = useRef(isBusy);
  const focusFirstInvalid = () => {
    if (!awaiting.current) return false;
    const invalid = [...(container.current?.querySelectorAll<HTMLElement>(INVALID_CONTROLS) ?? [])].find(
      (control) => !control.matches(':disabled'),
    );
    if (!invalid) return false;
    awaiting.current = false;
    invalid.focus();
    return true;
  };
  useEffect(() => {
    const busyBefore = wasBusy.current;
    wasBusy.current = isBusy;
    if (!focusFirstInvalid() && busyBefore && !isBusy) awaiting.current = false;
  });
  useEffect(() => {
    const element = container.current;
    const typed = () => {
      awaiting.current = false;
    };
    element?.addEventListener('input', typed);
    return () => element?.removeEventListener('input', typed);
  });
  return {
    container,
    submitted: () => {
      awaiting.current = true;
      // The same messages as before draw nothing new, so look once the submit's render is done too.
      requestAnimationFrame(focusFirstInvalid);
    },
  };
}
