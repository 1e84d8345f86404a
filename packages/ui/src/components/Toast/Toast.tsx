import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Text,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as styles from './Toast.css';
import { type AppToastQueue, toastQueue } from './toastQueue';

/** Place once at the app root. Stories pass a queue of their own so toasts don't leak between them. */
export function ToastRegion({ queue = toastQueue }: { queue?: AppToastQueue }) {
  return (
    <AriaToastRegion queue={queue} className={styles.region} aria-label="Notifications">
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={styles.toast({ tone: toast.content.tone })}
          data-tone={toast.content.tone}
          data-timeout={toast.timeout}
        >
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </AriaToastContent>
          <Button slot="close" className={styles.close} aria-label="Close notification">
            <Icon name="closeCompact" />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
