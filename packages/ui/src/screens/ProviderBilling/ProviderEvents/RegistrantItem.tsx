import * as styles from '../billing.css';
import type { RegistrantView } from './ProviderEvents';

/** One registration as the event card's recent list and the attendees dialog show it. */
export function RegistrantItem({ registrant }: { registrant: RegistrantView }) {
  return (
    <li className={styles.spread}>
      <span>
        {registrant.name} <span className={styles.muted}>{registrant.email}</span>
      </span>
      <span className={styles.muted}>{registrant.registeredAt}</span>
    </li>
  );
}

export const registrantKey = (registrant: RegistrantView) => `${registrant.email}-${registrant.registeredAt}`;
