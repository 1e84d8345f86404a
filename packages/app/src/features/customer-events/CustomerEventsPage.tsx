import { formatUsd } from '@injury-assist/domain';
import { CustomerEvents } from '@injury-assist/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api/client';
import { $api } from '../../lib/api/queries';
import { loadStatus } from '../../lib/load-status';
import { formatCalendarDay, formatClock } from '../../lib/long-dates';

type Message = { tone: 'positive' | 'critical' | 'info'; text: string } | null;

/** /customer-dashboard/events: approved upcoming events, one click to register or cancel. */
export default function CustomerEventsPage() {
  const queryClient = useQueryClient();
  const events = $api.useQuery('get', '/events');
  const [pendingEventId, setPendingEventId] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const list = events.data?.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['get', '/events'] });

  const register = async (id: string) => {
    const event = list.find((entry) => entry.id === id);
    setPendingEventId(id);
    const { data } = await api.POST('/events/{eventId}/registration', { params: { path: { eventId: id } } });
    if (data?.data.outcome === 'checkout' && data.data.url) {
      window.location.assign(data.data.url);
      return;
    }
    setPendingEventId(null);
    if (data) setMessage({ tone: 'positive', text: `You are registered for "${event?.title ?? 'the event'}".` });
    await refresh();
  };

  const cancel = async (id: string) => {
    setPendingEventId(id);
    const { data } = await api.DELETE('/events/{eventId}/registration', { params: { path: { eventId: id } } });
    setPendingEventId(null);
    if (data) setMessage({ tone: 'info', text: data.message });
    await refresh();
  };

  return (
    <CustomerEvents
      status={loadStatus(events)}
      onRetry={() => void events.refetch()}
      events={list.map((event) => ({
        id: event.id,
        title: event.title,
        description: event.description,
        when: `${formatCalendarDay(event.date)}${event.time ? ` at ${formatClock(event.time)}` : ''}`,
        location: event.location,
        host: event.providerName,
        seats: event.maxAttendees
          ? `${event.currentAttendees} of ${event.maxAttendees} seats taken`
          : `${event.currentAttendees} registered`,
        isFull: event.maxAttendees !== null && event.currentAttendees >= event.maxAttendees,
        fee: event.registrationFeeCents > 0 ? formatUsd(event.registrationFeeCents) : 'Free',
        registered: event.registered,
      }))}
      pendingEventId={pendingEventId}
      onRegister={(id) => void register(id)}
      onCancel={(id) => void cancel(id)}
      message={message}
    />
  );
}
