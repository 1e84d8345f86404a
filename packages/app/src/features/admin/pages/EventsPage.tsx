import { type EventStatus, localCalendarDate, shortDate, twelveHourTime } from '@injury-assist/domain';
import { type EventForm, type EventPayload, validateEvent } from '@injury-assist/flows/admin';
import { AdminConfirmDialog, EventFormDialog, Events } from '@injury-assist/ui';
import { useState } from 'react';
import { useClock } from '../../../lib/clock/clock-context';
import type { EventRow } from '../admin-data';
import { dollars } from '../admin-format';
import { adminKeys, csvExport, useAdminAction, useAdminList } from '../admin-queries';
import { useFormEditing } from '../form-editing';

const emptyForm: EventForm = {
  title: '',
  description: '',
  date: null,
  time: '',
  location: '',
  category: 'health',
  fee: Number.NaN,
  maxAttendees: Number.NaN,
  isActive: true,
};

const formOf = (event: EventRow): EventForm => ({
  title: event.title,
  description: event.description,
  date: event.event_date,
  time: event.event_time?.slice(0, 5) ?? '',
  location: event.location,
  category: event.category,
  fee: Number(event.registration_fee),
  maxAttendees: event.max_attendees ?? Number.NaN,
  isActive: event.is_active,
});

const verdict: Record<Exclude<EventStatus, 'pending'>, string> = { approved: 'approved', rejected: 'rejected' };

/** /admin/events: by date; Approve/Reject providers' events, Add/Edit the platform's, Activate/Deactivate, Delete. */
export default function EventsPage() {
  const events = useAdminList(adminKeys.events, (data, query) => data.events(query), 'Error loading events', {
    exportCsv: csvExport('events'),
  });
  const clock = useClock();
  const editor = useFormEditing<string, EventForm, EventPayload>({ emptyForm, validate: validateEvent });
  const [deleting, setDeleting] = useState<EventRow | null>(null);

  const toggle = useAdminAction<EventRow>({
    run: (data, event) => data.setEventActive(event.id, !event.is_active),
    success: (event) => ({
      title: 'Event updated successfully',
      description: `“${event.title}” is now ${event.is_active ? 'inactive' : 'active'}`,
    }),
    errorTitle: 'Error updating event',
    refresh: [adminKeys.events],
  });
  const review = useAdminAction<{ event: EventRow; status: Exclude<EventStatus, 'pending'> }>({
    run: (data, { event, status }) => data.setEventStatus(event.id, status),
    success: ({ event, status }) => ({
      title: 'Event updated successfully',
      description: `“${event.title}” was ${verdict[status]}`,
    }),
    errorTitle: 'Error updating event',
    refresh: [adminKeys.events],
  });
  const save = useAdminAction<{ id: string | null; payload: EventPayload }>({
    run: (data, { id, payload }) => data.saveEvent(id, payload),
    success: ({ payload }) => ({ title: 'Event updated successfully', description: `“${payload.title}” was saved` }),
    errorTitle: 'Error updating event',
    refresh: [adminKeys.events],
    onDone: editor.close,
  });
  const remove = useAdminAction<EventRow>({
    run: (data, event) => data.deleteEvent(event.id),
    success: (event) => ({ title: 'Event deleted successfully', description: `“${event.title}” was deleted` }),
    errorTitle: 'Error deleting event',
    refresh: [adminKeys.events],
    onDone: () => setDeleting(null),
  });

  const rows = events.rows;
  const find = (id: string) => rows.find((event) => event.id === id);
  const busyId = toggle.isPending
    ? (toggle.variables?.id ?? null)
    : review.isPending
      ? (review.variables?.event.id ?? null)
      : null;
  return (
    <>
      <Events
        events={rows.map((event) => ({
          id: event.id,
          title: event.title,
          description: event.description,
          date: [shortDate(event.event_date), event.event_time ? twelveHourTime(event.event_time) : null]
            .filter(Boolean)
            .join(' · '),
          fee: dollars(event.registration_fee),
          attendees: `${event.current_attendees}/${event.max_attendees ?? '∞'}`,
          isActive: event.is_active,
          status: event.status,
          organiser: event.service_providers?.business_name ?? 'Platform',
          isPlatformEvent: event.provider_id === null,
        }))}
        status={events.status}
        onRetry={events.retry}
        paging={events.paging}
        onAdd={() => editor.open(null, emptyForm)}
        onEdit={(id) => {
          const event = find(id);
          if (event) editor.open(id, formOf(event));
        }}
        onToggleActive={(id) => {
          const event = find(id);
          if (event) toggle.mutate(event);
        }}
        onApprove={(id) => {
          const event = find(id);
          if (event) review.mutate({ event, status: 'approved' });
        }}
        onReject={(id) => {
          const event = find(id);
          if (event) review.mutate({ event, status: 'rejected' });
        }}
        onDelete={(id) => setDeleting(find(id) ?? null)}
        updatingId={busyId}
      />
      <EventFormDialog
        {...editor.dialogProps(save.mutate)}
        today={localCalendarDate(clock.now())}
        isSaving={save.isPending}
      />
      <AdminConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        title="Delete event?"
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
        isWorking={remove.isPending}
      >
        “{deleting?.title}” and its {deleting?.current_attendees ?? 0} registrations will be deleted. This cannot be
        undone.
      </AdminConfirmDialog>
    </>
  );
}
