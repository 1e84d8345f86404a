import { type RefObject, useLayoutEffect, useState } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  return typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true });
}

/**
 * Whether Tab can stop on something inside the element, followed as its content changes (a list
 * that loads after the panel is drawn). A tab panel with such content leaves the tab order to it,
 * as the WAI-ARIA pattern asks.
 */
export function useHasTabbableChild(ref: RefObject<HTMLElement | null>): boolean {
  const [hasTabbableChild, setHasTabbableChild] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () =>
      setHasTabbableChild(Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE)).some(isTabbable));
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'href', 'hidden'],
    });
    return () => observer.disconnect();
  }, [ref]);
  return hasTabbableChild;
}
