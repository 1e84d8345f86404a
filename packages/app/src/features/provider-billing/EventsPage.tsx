import type { components } from '@injury-assist/contract';
import { type EventFormErrors, validateEventForm } from '@injury-assist/flows';
import {
  ConfirmDialog,
  type ProviderEventFormValues,
  ProviderEvents,
  type ProviderEventView,
  type RegistrantView,
} from '@injury-assist/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api/client';
import { $api } from '../../lib/api/queries';
import { loadStatus } from '../../lib/load-status';
import { formatCalendarDay, formatClock, formatLongDate } from '../../lib/long-dates';

type ProviderEvent = components['schemas']['ProviderEvent'];
type Registrant = components['schemas']['Registrant'];
type Message = { tone: 'positive' | 'critical' | 'info'; text: string } | null;

const EMPTY_FORM: ProviderEventFormValues = {
  title: '',
  description: '',
  date: '',
  time: '',
  maxAttendees: '',
  location: '',
  category: 'health',
};

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

/** /dashboard/events: create, edit and delete events, and see who registered. */
export default function EventsPage() {
  const queryClient = useQueryClient();
  const events = $api.useQuery('get', '/provider/events');
  const [form, setForm] = useState<ProviderEventFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [editing, setEditing] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [removing, setRemoving] = useState(false);
  const [attendees, setAttendees] = useState<{ title: string; registrants: RegistrantView[] | null } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['get', '/provider/events'] });
  const list = events.data?.data ?? [];

  const submit = async () => {
    const checked = validateEventForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const { data } = editing
      ? await api.PUT('/provider/events/{eventId}', { params: { path: { eventId: editing } }, body: checked.payload })
      : await api.POST('/provider/events', { body: checked.payload });
    setSubmitting(false);
    if (!data) return;
    setMessage({
      tone: 'positive',
      text: editing
        ? 'Event saved. Registrants are e-mailed when the date, time or place changes.'
        : 'Event created. It is published once an admin approves it.',
    });
    setForm(EMPTY_FORM);
    setEditing(null);
    await refresh();
  };

  const edit = (id: string) => {
    const event = list.find((entry) => entry.id === id);
    if (!event) return;
    setEditing(id);
    setErrors({});
    setForm({
      title: event.title,
      description: event.description,
      date: event.date,
      time: event.time ?? '',
      maxAttendees: String(event.maxAttendees ?? ''),
      location: event.location,
      category: event.category,
    });
  };

  const viewAttendees = async (id: string) => {
    const event = list.find((entry) => entry.id === id);
    setAttendees({ title: event?.title ?? '', registrants: null });
    const { data } = await api.GET('/provider/events/{eventId}/registrations', { params: { path: { eventId: id } } });
    if (data) setAttendees({ title: event?.title ?? '', registrants: data.data.map(toRegistrant) });
    else setAttendees(null);
  };

  const remove = async (id: string) => {
    setRemoving(true);
    const { data } = await api.DELETE('/provider/events/{eventId}', { params: { path: { eventId: id } } });
    setRemoving(false);
    setDeleting(null);
    if (data) setMessage({ tone: 'info', text: 'Event deleted. Its registrants are e-mailed.' });
    await refresh();
  };

  return (
    <>
      <ProviderEvents
        status={loadStatus(events)}
        onRetry={() => void events.refetch()}
        form={form}
        errors={errors}
        onFormChange={setForm}
        onSubmit={() => void submit()}
        submitting={submitting}
        editing={editing}
        onCancelEdit={() => {
          setEditing(null);
          setForm(EMPTY_FORM);
          setErrors({});
        }}
        events={list.map(toEventView)}
        onEdit={edit}
        onViewAttendees={(id) => void viewAttendees(id)}
        onDelete={(id) => setDeleting({ id, title: list.find((entry) => entry.id === id)?.title ?? 'this event' })}
        attendees={attendees}
        onCloseAttendees={() => setAttendees(null)}
        message={message}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        title="Delete event?"
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) void remove(deleting.id);
        }}
        isWorking={removing}
      >
        "{deleting?.title}" is deleted and its registrants are e-mailed.
      </ConfirmDialog>
    </>
  );
}
