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

/** The toasts themselves, loaded by ToastRegion when the first one is shown. */
export default function ToastRegionView({ queue = toastQueue }: { queue?: AppToastQueue }) {
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
