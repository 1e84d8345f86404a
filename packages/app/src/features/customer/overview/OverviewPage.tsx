import { concernStatusOnOverview, localCalendarDate } from '@injury-assist/domain';
import {
  appointmentStatus,
  type ConcernTicket,
  overviewBadge,
  overviewConcernCounts,
  recentAppointments,
  recentConcerns,
} from '@injury-assist/flows';
import { Overview, type OverviewAppointment, type OverviewConcern } from '@injury-assist/ui';
import { useEffect, useState } from 'react';
import type { components } from '../../../lib/api/schema';
import { useSignedInUser } from '../../../lib/session/session-context';
import { listConcerns } from '../concerns/concerns-api';
import { formatCalendarDate, formatDay } from '../format-day';
import { listAppointments } from './appointments-api';

type Appointment = components['schemas']['Appointment'];
type History = Awaited<ReturnType<typeof listAppointments>>;

/** spec §9: the clock refreshes every second. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function toAppointmentRow(appointment: Appointment): OverviewAppointment {
  const status = appointmentStatus(appointment.booking_status);
  return {
    id: appointment.booking_id,
    service: appointment.services,
    providerName: appointment.provider_name,
    date: formatCalendarDate(appointment.date),
    slot: appointment.slot,
    statusLabel: status.label,
    statusTone: status.tone,
  };
}

function toConcernRow(ticket: ConcernTicket): OverviewConcern {
  // spec: the overview reads status 2 as completed (the concerns page reads it as open).
  const badge = overviewBadge(concernStatusOnOverview(ticket.status));
  return {
    id: ticket.id,
    title: ticket.title,
    description: ticket.description,
    createdAt: formatDay(ticket.created_at),
    statusLabel: badge.label,
    statusTone: badge.tone,
  };
}

export default function OverviewPage() {
  const user = useSignedInUser();
  const now = useNow();
  // 'failed' shows no counts ('—') and an empty list rather than zeros that would not be true.
  const [history, setHistory] = useState<History | 'failed' | null>(null);
  const [tickets, setTickets] = useState<ConcernTicket[] | null>(null);

  useEffect(() => {
    listAppointments(user.id)
      .then(setHistory)
      .catch(() => setHistory('failed'));
    listConcerns(user.id)
      .then(setTickets)
      .catch(() => setTickets([]));
  }, [user.id]);

  const today = localCalendarDate(now);
  const concernCounts = tickets ? overviewConcernCounts(tickets) : null;
  const loaded = history === 'failed' ? null : history;
  return (
    <Overview
      now={now}
      userName={user.name}
      counts={
        loaded && concernCounts
          ? {
              upcomingAppointments: loaded.upcoming_count,
              pastAppointments: loaded.past_count,
              completedConcerns: concernCounts.completed,
              activeConcerns: concernCounts.active,
            }
          : null
      }
      recentAppointments={
        history === 'failed'
          ? []
          : history
            ? recentAppointments([...history.upcoming, ...history.past], today).map(toAppointmentRow)
            : null
      }
      recentConcerns={tickets ? recentConcerns(tickets, now).map(toConcernRow) : null}
    />
  );
}
