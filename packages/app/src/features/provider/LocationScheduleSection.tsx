import type { components } from '@injury-assist/contract';
import { BUFFER_CHOICES, type DateHours, MIN_NOTICE_CHOICES } from '@injury-assist/domain';
import { LocationSchedule, type LocationScheduleProps, showToast } from '@injury-assist/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api/client';
import { $api } from '../../lib/api/queries';
import { loadStatus } from '../../lib/load-status';

type ScheduleAnswer = components['schemas']['LocationScheduleResponse'];
type Busy = LocationScheduleProps['busy'];

const SCHEDULE_PATH = '/provider/locations/{locationId}/schedule';

/** What a save answers besides the schedule: the bookings it leaves outside the date's new hours. */
function outsideHoursNote(answer: ScheduleAnswer): string | undefined {
  const outside = answer.outside_hours ?? [];
  if (outside.length === 0) return undefined;
  const names = outside.map((booking) => `${booking.customer_name} (${booking.slot})`).join(', ');
  return `Already booked that day: ${names}. Move or cancel them under Appointments.`;
}

/**
 * Closures, special hours, minimum notice and buffer of one location at a time (issue 25), below
 * the Business Profile. Every change is saved at once; the server answers the schedule as it is.
 */
export function LocationScheduleSection({ locations }: { locations: readonly { id: number; address: string }[] }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const locationId = chosen ?? locations[0]?.id ?? null;
  const [busy, setBusy] = useState<Busy>(null);
  const queryClient = useQueryClient();
  const params = { params: { path: { locationId: locationId ?? 0 } } };
  const schedule = $api.useQuery('get', SCHEDULE_PATH, params, { enabled: locationId !== null });

  /** Sends one change; its answer replaces the cached schedule and its sentence is toasted. */
  async function save(what: Busy, send: () => Promise<{ data?: ScheduleAnswer; error?: unknown }>) {
    setBusy(what);
    try {
      const { data } = await send();
      if (!data) return;
      queryClient.setQueryData(['get', SCHEDULE_PATH, params], data);
      if (data.message) showToast({ title: data.message, tone: 'success' });
      const note = outsideHoursNote(data);
      if (note) showToast({ title: note, tone: 'info' });
    } finally {
      setBusy(null);
    }
  }

  const data = schedule.data?.data;
  const path = { locationId: locationId ?? 0 };
  return (
    <LocationSchedule
      status={loadStatus(schedule)}
      onRetry={() => void schedule.refetch()}
      locations={locations}
      locationId={locationId}
      onLocationChange={setChosen}
      today={data?.today ?? ''}
      minNoticeMinutes={data?.min_notice_minutes ?? 0}
      bufferMinutes={data?.buffer_minutes ?? 0}
      onRulesChange={(rules) =>
        void save('rules', () =>
          api.PUT('/provider/locations/{locationId}/schedule/rules', {
            params: { path },
            body: {
              min_notice_minutes: MIN_NOTICE_CHOICES.find((choice) => choice === rules.minNoticeMinutes) ?? 0,
              buffer_minutes: BUFFER_CHOICES.find((choice) => choice === rules.bufferMinutes) ?? 0,
            },
          }),
        )
      }
      dates={data?.dates ?? []}
      holidaysToAdd={(data?.holidays ?? []).filter((holiday) => !holiday.added)}
      onAddHolidays={() =>
        void save('holidays', () =>
          api.POST('/provider/locations/{locationId}/schedule/holidays', { params: { path } }),
        )
      }
      onSaveDate={({ date, open, close, label }: DateHours) =>
        void save('date', () =>
          api.PUT('/provider/locations/{locationId}/schedule/dates/{date}', {
            params: { path: { ...path, date } },
            body: { open, close, label },
          }),
        )
      }
      onRemoveDate={(date) =>
        void save({ remove: date }, () =>
          api.DELETE('/provider/locations/{locationId}/schedule/dates/{date}', { params: { path: { ...path, date } } }),
        )
      }
      busy={busy}
    />
  );
}
