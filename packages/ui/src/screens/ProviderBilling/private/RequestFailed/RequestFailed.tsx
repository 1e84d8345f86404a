import { Button } from '../../../../components/Button/Button';
import * as styles from '../../billing.css';

/**
 * A request that failed (no answer, or the server's own failure): what did not happen and 'Try
 * again', which sends the same request. Nothing is left spinning.
 */
export function RequestFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className={`${styles.spread} ${styles.notice.critical}`}>
      <span>{text}</span>
      <Button size="small" variant="secondary" onPress={onRetry}>
        Try again
      </Button>
    </div>
  );
}
