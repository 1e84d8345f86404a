import { CustomerEvents } from '@injury-assist/ui';
import { toEventView, useEventRegistration, usePublicEvents } from '../../lib/events/public-events';
import { loadStatus } from '../../lib/load-status';

/** /customer-dashboard/events: approved upcoming events, one click to register or cancel. */
export default function CustomerEventsPage() {
  const events = usePublicEvents();
  const registration = useEventRegistration();
  const list = events.data?.data ?? [];
  return (
    <CustomerEvents
      status={loadStatus(events)}
      onRetry={() => void events.refetch()}
      events={list.map((event) => toEventView(event))}
      pendingEventId={registration.pendingEventId}
      onRegister={(id) => {
        const event = list.find((entry) => entry.id === id);
        if (event) void registration.register(event);
      }}
      onCancel={(id) => void registration.cancel(id)}
      message={registration.message}
    />
  );
}
