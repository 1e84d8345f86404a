import { lazy, Suspense, useRef, useSyncExternalStore } from 'react';
import * as styles from './Toast.css';
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
  // A live region is heard only when its content changes after it is in the page: the first toasts
  // arrive together with React Aria's region, so they are said here, politely ('Profile saved'),
  // in a status that is there from the start. Later toasts are said by React Aria's own alert.
  const firstAnnouncement = useRef('');
  if (hasToasts && !shown.current) {
    shown.current = true;
    firstAnnouncement.current = queue.visibleToasts
      .map(({ content }) => [content.title, content.description].filter(Boolean).join('. '))
      .join('. ');
  }
  return (
    <>
      <div role="status" className={styles.announcer}>
        {firstAnnouncement.current}
      </div>
      {shown.current ? (
        <Suspense fallback={null}>
          <ToastRegionView queue={queue} />
        </Suspense>
      ) : null}
    </>
  );
}
