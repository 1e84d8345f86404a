import { Button } from 'react-aria-components';
import * as buttonStyles from '../Button/Button.css';
import * as styles from './Pager.css';

export type PagerProps = {
  /** Names the controls for screen readers, e.g. 'Users pages'. */
  label: string;
  /** Which rows are shown of how many, e.g. '1–25 of 312'. */
  summary: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/**
 * Previous and Next under a list paged on the server, and which rows are shown. The summary is a
 * polite live region, so a screen reader hears where a press has led; a button with nowhere to go
 * is disabled rather than hidden, so the controls do not move.
 */
export function Pager({ label, summary, hasPrevious, hasNext, onPrevious, onNext }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <p className={styles.summary} aria-live="polite">
        {summary}
      </p>
      <div className={styles.buttons}>
        <Button
          className={buttonStyles.button({ variant: 'secondary', size: 'small' })}
          isDisabled={!hasPrevious}
          onPress={onPrevious}
        >
          Previous
        </Button>
        <Button
          className={buttonStyles.button({ variant: 'secondary', size: 'small' })}
          isDisabled={!hasNext}
          onPress={onNext}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
