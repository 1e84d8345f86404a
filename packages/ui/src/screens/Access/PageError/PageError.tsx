import { Button } from '../../../components/Button/Button';
import * as emptyStyles from '../../../components/EmptyState/EmptyState.css';
import { Icon } from '../../../components/Icon/Icon';
import { ButtonLinkText, type RenderLink } from '../private/AuthLayout/AuthLayout';
import * as styles from './PageError.css';

export type PageErrorProps = {
  renderLink: RenderLink;
  /** Renders the page again, e.g. after a passing fault. */
  onRetry: () => void;
};

/** What a route shows instead of a blank page when it fails to render: a sentence and two ways on. */
export function PageError({ renderLink, onRetry }: PageErrorProps) {
  return (
    <div className={styles.root} role="alert">
      <span className={emptyStyles.icon} aria-hidden="true">
        <Icon name="warning" />
      </span>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.description}>
        This page could not be shown. Try again, or go back to the start and carry on from there.
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onPress={onRetry}>
          Try again
        </Button>
        {renderLink('home', <ButtonLinkText>Go to home</ButtonLinkText>)}
      </div>
    </div>
  );
}
