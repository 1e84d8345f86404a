import { type ComponentType, createElement, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code is loaded when it is first opened (issue 22: an admin page's closed add/edit
 * and confirm dialogs cost it up to 70 kB gzip of date, number and select fields and React Aria's
 * modal before anyone opened one). Until then nothing is drawn, as a closed dialog draws nothing;
 * the first opening waits for its chunk with nothing shown in between, and React Aria's modal then
 * moves focus into it and gives it back to the button that opened it (still focused while the
 * chunk loads). Once opened it stays mounted, so it animates out and opens at once the next time.
 */
export function onFirstOpen<P extends { isOpen: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog at module level, never in a render.
  function OnFirstOpen(props: P) {
    const [isRequested, setRequested] = useState(props.isOpen);
    if (props.isOpen && !isRequested) setRequested(true);
    if (!isRequested) return null;
    return <Suspense fallback={null}>{createElement(Loaded, props)}</Suspense>;
  }
  return OnFirstOpen;
}
