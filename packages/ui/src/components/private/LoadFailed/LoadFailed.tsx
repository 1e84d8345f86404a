import { Button } from '../../Button/Button';
import { EmptyState } from '../../EmptyState/EmptyState';
import { Icon } from '../../Icon/Icon';

/** Where a page or list can be: on its way, not loaded, or there. A failed load is never shown as empty. */
export const loadStatuses = ['loading', 'failed', 'loaded'] as const;
export type LoadStatus = (typeof loadStatuses)[number];

export type LoadFailedProps = {
  /** What could not be loaded, as a sentence: 'We could not load your appointments.' */
  title: string;
  onRetry: () => void;
};

/** What a page or list shows when its data could not be loaded: the failure and 'Try again'. */
export function LoadFailed({ title, onRetry }: LoadFailedProps) {
  return (
    <EmptyState
      icon={<Icon name="warning" />}
      title={title}
      description="Check your connection and try again."
      action={
        <Button variant="secondary" onPress={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
