import { lazy, Suspense, useRef, useSyncExternalStore } from 'react';
import { type AppToastQueue, toastQueue } from './toastQueue';

// React Aria's toast region (its landmark, F6 navigation and timers) loads with the first toast:
// most page loads show none, and the first paint should not wait for it.
const ToastRegionView = lazy(() => import('./ToastRegionView'));

/** Place once at the app root. Stories pass a queue of their own so toasts don't leak between them. */
export function ToastRegion({ queue = toastQueue }: { queue?: AppToastQueue }) {
  const hasToasts = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
  );
  // Once shown, the region stays: toasts leave through it, and its landmark should not come and go.
  const shown = useRef(false);
  if (hasToasts) shown.current = true;
  return shown.current ? (
    <Suspense fallback={null}>
      <ToastRegionView queue={queue} />
    </Suspense>
  ) : null;
}
