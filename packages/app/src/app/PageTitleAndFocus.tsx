import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from '../config/document-title';
import { pageTitleOf } from '../config/page-titles';

// How long a page may take to draw its heading (a lazy chunk, a first read) before we stop waiting.
const HEADING_WAIT_MS = 10_000;

function visibleHeading(): HTMLElement | null {
  for (const heading of document.querySelectorAll<HTMLElement>('h1')) {
    if (heading.getClientRects().length > 0 && !heading.closest('[aria-hidden="true"], [inert]')) return heading;
  }
  return null;
}

// Something the new page or a dialog focused on purpose (a field, a dialog's first control) stays focused.
function pageChoseFocus(): boolean {
  const active = document.activeElement;
  return !!active && active !== document.body && !!active.closest('main, [role="dialog"], [role="alertdialog"]');
}

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** Focuses the new page's h1 as soon as it is drawn; returns what stops the wait. */
function focusHeadingWhenDrawn(): () => void {
  const now = visibleHeading();
  if (now) {
    if (!pageChoseFocus()) focusHeading(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = visibleHeading();
    if (!heading) return;
    stop();
    if (!pageChoseFocus()) focusHeading(heading);
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * On every change of route: the browser tab takes the route's title, and (after the first page,
 * where the browser starts at the top anyway) the keyboard and screen reader focus move to the new
 * page's h1, so neither is left on the body or on the link that was pressed, e.g. after signing in.
 * `arrivedByNavigation`: the app took over from the sign-in shell, so its first page is a navigation too.
 */
export function PageTitleAndFocus({ arrivedByNavigation = false }: { arrivedByNavigation?: boolean }) {
  const { pathname } = useLocation();
  const isFirstPage = useRef(!arrivedByNavigation);
  useEffect(() => {
    document.title = documentTitle(pageTitleOf(pathname));
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    return focusHeadingWhenDrawn();
  }, [pathname]);
  return null;
}
