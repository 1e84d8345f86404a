import { EmptyState } from '@injury-assist/ui';

/** The area pages that later releases fill in; the layout and its navigation already work. */
export function UpcomingSection({ name }: { name: string }) {
  return <EmptyState title={name} description="This part of the dashboard is on its way in a coming release." />;
}
