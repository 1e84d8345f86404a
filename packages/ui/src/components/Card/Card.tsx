import { type ReactNode, useId } from 'react';
import * as styles from './Card.css';

export type CardProps = {
  title?: string;
  description?: string;
  /** Buttons or links shown at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
  as?: 'section' | 'article' | 'div';
};

/** A bordered surface; with a title it is a labelled region. */
export function Card({ title, description, actions, children, as: Element = 'section' }: CardProps) {
  const titleId = useId();
  return (
    <Element className={styles.card} aria-labelledby={title ? titleId : undefined}>
      {title || actions ? (
        <div className={styles.header}>
          <div>
            {title ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      {children}
    </Element>
  );
}
