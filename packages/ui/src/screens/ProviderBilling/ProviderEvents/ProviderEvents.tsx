import { type EventCategory, eventCategories } from '@injury-assist/domain';
import type { FormEvent } from 'react';
import { Badge, type BadgeTone } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { onFirstOpen } from '../../../components/private/onDemand/onFirstOpen';
import { Select } from '../../../components/Select/Select';
import { Spinner } from '../../../components/Spinner/Spinner';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../billing.css';
import { RequestFailed } from '../private/RequestFailed/RequestFailed';
import { RegistrantItem, registrantKey } from './RegistrantItem';

/** The attendees dialog (React Aria's modal) loads when a provider first opens it (issue 22). */
const AttendeesDialog = onFirstOpen(() => import('./AttendeesDialog').then((module) => module.AttendeesDialog));

export type ProviderEventFormValues = {
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  maxAttendees: string;
  location: string;
  category: EventCategory;
};

export type EventFormErrors = Partial<Record<keyof ProviderEventFormValues, string>>;

export type RegistrantView = { name: string; email: string; registeredAt: string };

export type ProviderEventView = {
  id: string;
  title: string;
  /** Already formatted, e.g. 'December 5, 2026 at 6:00 PM'. */
  when: string;
  location: string;
  /** e.g. '5 / 20 attendees' */
  attendees: string;
  category: EventCategory;
  statusLabel: string;
  statusTone: BadgeTone;
  recentRegistrations: readonly RegistrantView[];
  /** Whether there are more registrants than the recent ones ('View all'). */
  hasMore: boolean;
};

export type ProviderEventsProps = {
  status: LoadStatus;
  onRetry: () => void;
  form: ProviderEventFormValues;
  errors: EventFormErrors;
  onFormChange: (form: ProviderEventFormValues) => void;
  onSubmit: () => void;
  submitting: boolean;
  /** The event being edited, or null when the form creates one. */
  editing: string | null;
  onCancelEdit: () => void;
  events: readonly ProviderEventView[];
  onEdit: (id: string) => void;
  onViewAttendees: (id: string) => void;
  onDelete: (id: string) => void;
  /** The attendees dialog: its event's title and the list, read when it opens. */
  attendees: { title: string; status: LoadStatus; registrants: readonly RegistrantView[] } | null;
  onRetryAttendees: () => void;
  onCloseAttendees: () => void;
  message: { tone: 'positive' | 'critical' | 'info'; text: string } | null;
  /** A save or delete that failed, with 'Try again'. */
  failure: string | null;
  onRetryRequest: () => void;
};

const categoryLabel = (category: EventCategory) => category.charAt(0).toUpperCase() + category.slice(1);

/**
 * Events (spec 2.3, 3, 5): the Create Event form with the approval note, the provider's events
 * with their status and working Edit, View Attendees and Delete, and the first 3 registrations of
 * each with 'View all' when there are more.
 */
export function ProviderEvents(props: ProviderEventsProps) {
  const { form, errors } = props;
  const set = (patch: Partial<ProviderEventFormValues>) => props.onFormChange({ ...form, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <div className={styles.container}>
      <div className={styles.page}>
        <h1 className={styles.pageHeading}>Events</h1>
        {props.message ? (
          <p role="status" className={styles.notice[props.message.tone]}>
            {props.message.text}
          </p>
        ) : null}
        {props.failure ? <RequestFailed text={props.failure} onRetry={props.onRetryRequest} /> : null}
        <Card
          title={props.editing ? 'Edit Event' : 'Create Event'}
          description="All events need admin approval before they are published."
        >
          <form
            className={styles.formGrid}
            onSubmit={submit}
            aria-label={props.editing ? 'Edit event' : 'Create event'}
          >
            <div className={styles.fullWidth}>
              <TextField
                label="Title"
                isRequired
                value={form.title}
                onChange={(title) => set({ title })}
                errorMessage={errors.title}
              />
            </div>
            <div className={styles.fullWidth}>
              <TextArea
                label="Description"
                isRequired
                value={form.description}
                onChange={(description) => set({ description })}
                errorMessage={errors.description}
              />
            </div>
            <TextField
              label="Date"
              type="date"
              isRequired
              value={form.date}
              onChange={(date) => set({ date })}
              errorMessage={errors.date}
            />
            <TextField
              label="Time"
              type="time"
              isRequired
              value={form.time}
              onChange={(time) => set({ time })}
              errorMessage={errors.time}
            />
            <TextField
              label="Max attendees"
              type="number"
              isRequired
              value={form.maxAttendees}
              onChange={(maxAttendees) => set({ maxAttendees })}
              errorMessage={errors.maxAttendees}
            />
            <Select<EventCategory>
              label="Category"
              options={eventCategories.map((category) => ({ id: category, name: categoryLabel(category) }))}
              selectedId={form.category}
              onSelectionChange={(category) => set({ category: category ?? 'health' })}
            />
            <div className={styles.fullWidth}>
              <TextField
                label="Location"
                isRequired
                value={form.location}
                onChange={(location) => set({ location })}
                errorMessage={errors.location}
              />
            </div>
            <div className={`${styles.fullWidth} ${styles.row}`}>
              <Button type="submit" loading={props.submitting}>
                {props.editing ? 'Save Changes' : 'Create Event'}
              </Button>
              {props.editing ? (
                <Button variant="ghost" onPress={props.onCancelEdit}>
                  Cancel
                </Button>
              ) : null}
            </div>
          </form>
        </Card>

        <Card title="Your Events">
          {props.status === 'loading' ? <Spinner label="Loading events" /> : null}
          {props.status === 'failed' ? (
            <LoadFailed title="We could not load your events." onRetry={props.onRetry} />
          ) : null}
          {props.status === 'loaded' && props.events.length === 0 ? (
            <p className={styles.muted}>No events yet. Create one above.</p>
          ) : null}
          {props.status === 'loaded' && props.events.length > 0 ? (
            <ul className={styles.stack} aria-label="Your events">
              {props.events.map((event) => (
                <li key={event.id} className={styles.tile} aria-label={event.title}>
                  <div className={styles.spread}>
                    <h3 className={styles.strong}>{event.title}</h3>
                    <Badge tone={event.statusTone}>{event.statusLabel}</Badge>
                  </div>
                  <p className={styles.muted}>
                    {event.when} · {event.location} · {categoryLabel(event.category)} · {event.attendees}
                  </p>
                  <div className={styles.row}>
                    <Button size="small" variant="secondary" onPress={() => props.onEdit(event.id)}>
                      Edit
                    </Button>
                    <Button size="small" variant="secondary" onPress={() => props.onViewAttendees(event.id)}>
                      View Attendees
                    </Button>
                    <Button size="small" variant="destructive" onPress={() => props.onDelete(event.id)}>
                      Delete
                    </Button>
                  </div>
                  <div className={styles.stack}>
                    <span className={styles.label}>Recent Registrations</span>
                    {event.recentRegistrations.length === 0 ? (
                      <span className={styles.muted}>No registrations yet.</span>
                    ) : (
                      <ul className={styles.stack}>
                        {event.recentRegistrations.map((registrant) => (
                          <RegistrantItem key={registrantKey(registrant)} registrant={registrant} />
                        ))}
                      </ul>
                    )}
                    {event.hasMore ? (
                      <div>
                        <Button size="small" variant="ghost" onPress={() => props.onViewAttendees(event.id)}>
                          View all
                        </Button>
                      </div>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
        <AttendeesDialog
          isOpen={props.attendees !== null}
          attendees={props.attendees}
          onRetry={props.onRetryAttendees}
          onClose={props.onCloseAttendees}
        />
      </div>
    </div>
  );
}
