import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export type EmptyStateProps = {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
};

const defaultIcon = (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    aria-hidden="true"
  >
    <path d="M4 7h16v12H4zM4 7l2-3h12l2 3M9 12h6" strokeLinejoin="round" strokeLinecap="round" />
  </svg>
);

/** What a list shows when it has nothing, e.g. 'No appointments found'. */
export function EmptyState({ title, description, icon = defaultIcon, action }: EmptyStateProps) {
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
