import type { components } from '@injury-assist/contract';
import { OnDemandConfirmDialog, ProviderEvents, type ProviderEventView, type RegistrantView } from '@injury-assist/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { $api } from '../../lib/api/queries';
import { FlowProvider } from '../../lib/flows/create-flow';
import { loadStatus } from '../../lib/load-status';
import { formatCalendarDay, formatClock, formatLongDate } from '../../lib/long-dates';
import { ProviderEventsFlow } from './events-flow';

type ProviderEvent = components['schemas']['ProviderEvent'];
type Registrant = components['schemas']['Registrant'];

const STATUS = {
  approved: { statusLabel: 'Approved', statusTone: 'positive' },
  pending: { statusLabel: 'Pending approval', statusTone: 'caution' },
  rejected: { statusLabel: 'Rejected', statusTone: 'critical' },
} as const;

const toRegistrant = (registrant: Registrant): RegistrantView => ({
  name: registrant.name,
  email: registrant.email,
  registeredAt: formatLongDate(registrant.registeredAt),
});

function toEventView(event: ProviderEvent): ProviderEventView {
  return {
    id: event.id,
    title: event.title,
    when: `${formatCalendarDay(event.date)}${event.time ? ` at ${formatClock(event.time)}` : ''}`,
    location: event.location,
    attendees: `${event.currentAttendees}${event.maxAttendees ? ` / ${event.maxAttendees}` : ''} attendees`,
    category: event.category,
    ...STATUS[event.status],
    recentRegistrations: event.recentRegistrations.map(toRegistrant),
    hasMore: event.currentAttendees > event.recentRegistrations.length,
  };
}

function Events() {
  const queryClient = useQueryClient();
  const events = $api.useQuery('get', '/provider/events');
  const state = ProviderEventsFlow.useSelector((snapshot) => snapshot);
  const actor = ProviderEventsFlow.useActorRef();
  const { context } = state;
  const open = context.attendeesFor;
  const registrants = $api.useQuery(
    'get',
    '/provider/events/{eventId}/registrations',
    { params: { path: { eventId: open?.id ?? '' } } },
    { enabled: open !== null },
  );
  useEffect(() => {
    const subscription = actor.on('events.changed', () =>
      queryClient.invalidateQueries({ queryKey: ['get', '/provider/events'] }),
    );
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);

  const list = events.data?.data ?? [];
  const titleOf = (id: string) => list.find((entry) => entry.id === id)?.title ?? 'this event';
  return (
    <>
      <ProviderEvents
        status={loadStatus(events)}
        onRetry={() => void events.refetch()}
        form={context.form}
        errors={context.errors}
        onFormChange={(form) => actor.send({ type: 'form.change', form })}
        onSubmit={() => actor.send({ type: 'form.submit' })}
        submitting={state.matches('saving')}
        editing={context.editing}
        onCancelEdit={() => actor.send({ type: 'edit.cancel' })}
        events={list.map(toEventView)}
        onEdit={(id) => {
          const event = list.find((entry) => entry.id === id);
          if (!event) return;
          actor.send({
            type: 'edit.start',
            event: {
              id,
              title: event.title,
              description: event.description,
              date: event.date,
              time: event.time ?? '',
              maxAttendees: String(event.maxAttendees ?? ''),
              location: event.location,
              category: event.category,
            },
          });
        }}
        onViewAttendees={(id) => actor.send({ type: 'attendees.open', id, title: titleOf(id) })}
        onDelete={(id) => actor.send({ type: 'delete.ask', id, title: titleOf(id) })}
        attendees={
          open
            ? {
                title: open.title,
                status: loadStatus(registrants),
                registrants: (registrants.data?.data ?? []).map(toRegistrant),
              }
            : null
        }
        onRetryAttendees={() => void registrants.refetch()}
        onCloseAttendees={() => actor.send({ type: 'attendees.close' })}
        message={context.message}
        failure={context.failure}
        onRetryRequest={() => actor.send({ type: 'request.retry' })}
      />
      <OnDemandConfirmDialog
        isOpen={state.matches('confirmingDelete') || state.matches('deleting')}
        onOpenChange={(isOpen) => {
          if (!isOpen) actor.send({ type: 'delete.dismiss' });
        }}
        title="Delete event?"
        confirmLabel="Delete"
        onConfirm={() => actor.send({ type: 'delete.confirm' })}
        isWorking={state.matches('deleting')}
      >
        "{context.deleting?.title}" is deleted and its registrants are e-mailed.
      </OnDemandConfirmDialog>
    </>
  );
}

/** /dashboard/events: create, edit and delete events, and see who registered. */
export default function EventsPage() {
  return (
    <FlowProvider flow={ProviderEventsFlow}>
      <Events />
    </FlowProvider>
  );
}
