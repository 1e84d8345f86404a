import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './EmptyState.css';

export type EmptyStateProps = {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
};

/** What a list shows when it has nothing, e.g. 'No appointments found'. */
export function EmptyState({ title, description, icon = <Icon name="inbox" />, action }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
