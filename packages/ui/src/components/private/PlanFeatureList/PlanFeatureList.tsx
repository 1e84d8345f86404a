import { Icon } from '../../Icon/Icon';
import * as styles from './PlanFeatureList.css';

/** A plan's features, each with a check mark: the same on the registration's plan cards and the dashboard's. */
export function PlanFeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className={styles.features}>
      {features.map((feature) => (
        <li key={feature} className={styles.feature}>
          <span className={styles.featureMark} aria-hidden="true">
            <Icon name="check" size={14} />
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}
