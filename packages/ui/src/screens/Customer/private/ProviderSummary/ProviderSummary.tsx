import { Icon } from '../../../../components/Icon/Icon';
import * as styles from './ProviderSummary.css';

/** A provider's address after a pin. */
export function ProviderAddress({ address }: { address: string }) {
  return (
    <p className={styles.address}>
      <Icon name="pin" size={16} className={styles.pin} />
      <span>{address}</span>
    </p>
  );
}

/** Whom an appointment is booked with: the provider's name and address on a muted panel. */
export function ProviderSummary({ name, address }: { name: string; address: string }) {
  return (
    <div className={styles.summary}>
      <p className={styles.name}>{name}</p>
      <ProviderAddress address={address} />
    </div>
  );
}
