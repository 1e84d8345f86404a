import { useEffect, useRef } from 'react';

/**
 * Calls `onReturn` each time the visitor comes back to the page: the tab is shown again, or the
 * window gets the focus back. Both may fire for one return; callers read through the query
 * cache, which joins a request already on its way.
 */
export function useReturnToPage(onReturn: () => void): void {
  const latest = useRef(onReturn);
  latest.current = onReturn;
  useEffect(() => {
    const returned = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    document.addEventListener('visibilitychange', returned);
    window.addEventListener('focus', returned);
    return () => {
      document.removeEventListener('visibilitychange', returned);
      window.removeEventListener('focus', returned);
    };
  }, []);
}
