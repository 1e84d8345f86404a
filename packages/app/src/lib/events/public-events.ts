import type { components } from '@injury-assist/contract';
import { formatUsd } from '@injury-assist/domain';
import type { CustomerEventView } from '@injury-assist/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { $api } from '../api/queries';
import { formatCalendarDay, formatClock } from '../long-dates';

type PublicEvent = components['schemas']['PublicEvent'];

export type RegistrationMessage = { tone: 'positive' | 'critical' | 'info'; text: string } | null;

/** Approved upcoming events: all of them, or one provider's (`providerId`); null reads nothing. */
export function usePublicEvents(providerId?: number | null) {
  return $api.useQuery(
    'get',
    '/events',
    { params: { query: providerId ? { providerId } : {} } },
    { enabled: providerId !== null },
  );
}

/** An event as the lists show it; `withHost: false` where the host goes without saying (their profile). */
export function toEventView(event: PublicEvent, { withHost = true }: { withHost?: boolean } = {}): CustomerEventView {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    when: `${formatCalendarDay(event.date)}${event.time ? ` at ${formatClock(event.time)}` : ''}`,
    location: event.location,
    host: withHost ? event.providerName : null,
    seats: event.maxAttendees
      ? `${event.currentAttendees} of ${event.maxAttendees} seats taken`
      : `${event.currentAttendees} registered`,
    isFull: event.maxAttendees !== null && event.currentAttendees >= event.maxAttendees,
    fee: event.registrationFeeCents > 0 ? formatUsd(event.registrationFeeCents) : 'Free',
    registered: event.registered,
  };
}

/**
 * One-click registration and cancellation: a free event registers at once, one with a fee goes to
 * the checkout; a refusal (full, not a customer) is the shared error toast with the server's
 * sentence. Every list of events (the Events page, each provider's profile) is read again afterwards.
 */
export function useEventRegistration() {
  const queryClient = useQueryClient();
  const [pendingEventId, setPendingEventId] = useState<string | null>(null);
  const [message, setMessage] = useState<RegistrationMessage>(null);

  const settle = async (next: RegistrationMessage) => {
    setPendingEventId(null);
    setMessage(next);
    await queryClient.invalidateQueries({ queryKey: ['get', '/events'] });
  };

  const register = async (event: Pick<PublicEvent, 'id' | 'title'>) => {
    setPendingEventId(event.id);
    try {
      const { data } = await api.POST('/events/{eventId}/registration', { params: { path: { eventId: event.id } } });
      if (data?.data.outcome === 'checkout' && data.data.url) {
        window.location.assign(data.data.url);
        return;
      }
      await settle(data ? { tone: 'positive', text: `You are registered for "${event.title}".` } : null);
    } catch {
      await settle(null);
    }
  };

  const cancel = async (eventId: string) => {
    setPendingEventId(eventId);
    try {
      const { data } = await api.DELETE('/events/{eventId}/registration', { params: { path: { eventId } } });
      await settle(data ? { tone: 'info', text: data.message } : null);
    } catch {
      await settle(null);
    }
  };

  /** A new list (another provider's profile) starts without the last one's message. */
  const clearMessage = () => setMessage(null);

  return { pendingEventId, message, register, cancel, clearMessage };
}
