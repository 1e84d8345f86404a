import { concernStatusOnOverview, localCalendarDate } from '@injury-assist/domain';
import { appointmentStatus, recentAppointments } from '@injury-assist/flows/appointments';
import {
  type ConcernTicket,
  overviewBadge,
  overviewConcernCounts,
  recentConcerns,
} from '@injury-assist/flows/concerns';
import { Overview, type OverviewAppointment, type OverviewConcern } from '@injury-assist/ui';
import { useTickingNow } from '../../../lib/clock/clock-context';
import { loadStatus } from '../../../lib/load-status';
import { useSignedInUser } from '../../../lib/session/session-context';
import type { Appointment } from '../booking/bookings-api';
import { useAppointments, useConcerns } from '../customer-reads';
import { formatCalendarDate, formatDay } from '../format-day';

/** spec §9: the clock refreshes every second. */
const CLOCK_REFRESH_MS = 1000;

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
  const now = useTickingNow(CLOCK_REFRESH_MS);
  const appointments = useAppointments();
  const concerns = useConcerns();
  const history = appointments.data;
  const tickets = concerns.data?.tickets;

  const concernCounts = tickets ? overviewConcernCounts(tickets) : null;
  return (
    <Overview
      now={now}
      userName={user.name}
      // Counts only when both lists are known: zeros that are not true would mislead.
      counts={
        history && concernCounts
          ? {
              upcomingAppointments: history.upcoming_count,
              pastAppointments: history.past_count,
              completedConcerns: concernCounts.completed,
              activeConcerns: concernCounts.active,
            }
          : null
      }
      appointmentsStatus={loadStatus(appointments)}
      recentAppointments={
        history
          ? recentAppointments([...history.upcoming, ...history.past], localCalendarDate(now)).map(toAppointmentRow)
          : []
      }
      concernsStatus={loadStatus(concerns)}
      recentConcerns={tickets ? recentConcerns(tickets, now).map(toConcernRow) : []}
      onRetry={() => {
        if (appointments.isError) void appointments.refetch();
        if (concerns.isError) void concerns.refetch();
      }}
    />
  );
}
