import { Spinner } from '../../../../components/Spinner/Spinner';
import * as styles from './LoadingMessage.css';

/** A spinner with its label written beside it, e.g. 'Loading slots…'; the spinner announces the label. */
export function LoadingMessage({ label }: { label: string }) {
  return (
    <div className={styles.root}>
      <Spinner label={label} />
      <span aria-hidden="true">{label}…</span>
    </div>
  );
}
