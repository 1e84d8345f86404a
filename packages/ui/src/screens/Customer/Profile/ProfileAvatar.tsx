import { initialsOf } from '@injury-assist/domain';
import * as styles from './Profile.css';

/** The customer's picture, or their initials when there is none. */
export function Avatar({ name, pictureUrl }: { name: string; pictureUrl: string | null }) {
  return pictureUrl ? (
    <img className={styles.avatar} src={pictureUrl} alt={name} />
  ) : (
    // The name is shown next to it, so the initials add nothing for a screen reader.
    <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
