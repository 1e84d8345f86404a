import { assign, emit, fromPromise, setup } from 'xstate';
import {
  type EventFormErrors,
  type EventFormInput,
  type ProviderEventPayload,
  validateEventForm,
} from '../events/validateEventForm';
import { failureSentence, refusalSentence } from './requestFailure';

export type SaveEventInput = { eventId: string | null; payload: ProviderEventPayload };

/** An event as the form edits it, with its id. */
export type EditableEvent = EventFormInput & { id: string };

export type EventsMessage = { tone: 'positive' | 'critical' | 'info'; text: string };

/** The request a failure repeats on 'Try again'. */
export type EventsRequest = { kind: 'save'; save: SaveEventInput } | { kind: 'delete'; eventId: string };

export type ProviderEventsContext = {
  form: EventFormInput;
  errors: EventFormErrors;
  /** The event being edited; null while the form creates one. */
  editing: string | null;
  /** The event whose deletion waits for its confirmation, or is under way. */
  deleting: { id: string; title: string } | null;
  /** The event whose attendees the dialog lists (the list itself is a read). */
  attendeesFor: { id: string; title: string } | null;
  message: EventsMessage | null;
  request: EventsRequest | null;
  failure: string | null;
};

export type ProviderEventsEvent =
  | { type: 'form.change'; form: EventFormInput }
  | { type: 'form.submit' }
  | { type: 'edit.start'; event: EditableEvent }
  | { type: 'edit.cancel' }
  | { type: 'delete.ask'; id: string; title: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.dismiss' }
  | { type: 'attendees.open'; id: string; title: string }
  | { type: 'attendees.close' }
  | { type: 'request.retry' }
  | { type: 'failure.dismiss' };

export type ProviderEventsEmitted = { type: 'events.changed' };

export const EMPTY_EVENT_FORM: EventFormInput = {
  title: '',
  description: '',
  date: '',
  time: '',
  maxAttendees: '',
  location: '',
  category: 'health',
};

export const providerEventsMessages = {
  created: 'Event created. It is published once an admin approves it.',
  saved: 'Event saved. Registrants are e-mailed when the date, time or place changes.',
  deleted: 'Event deleted. Its registrants are e-mailed.',
  saveFailed: 'The event could not be saved. Check your connection and try again.',
  deleteFailed: 'The event could not be deleted. Check your connection and try again.',
} as const;

/**
 * Events (spec provider-and-admin §2.3, §5): the Create/Edit form checked with the spec's rules,
 * Delete after a confirmation, and the attendees dialog. A save the server refuses says why above
 * the form and keeps it; a request that fails ends in `idle.failed` with 'Try again'.
 */
export const providerEventsMachine = setup({
  types: {
    context: {} as ProviderEventsContext,
    events: {} as ProviderEventsEvent,
    emitted: {} as ProviderEventsEmitted,
  },
  actors: {
    saveEvent: fromPromise<void, SaveEventInput>(async () => {
      throw new Error('saveEvent is provided by the app');
    }),
    deleteEvent: fromPromise<void, { eventId: string }>(async () => {
      throw new Error('deleteEvent is provided by the app');
    }),
  },
  guards: {
    isValid: ({ context }) => validateEventForm(context.form).ok,
    isRefusal: ({ event }) => 'error' in event && refusalSentence(event.error) !== null,
    retriesSave: ({ context }) => context.request?.kind === 'save',
    retriesDelete: ({ context }) => context.request?.kind === 'delete',
  },
  actions: {
    changed: emit({ type: 'events.changed' as const }),
  },
}).createMachine({
  id: 'providerEvents',
  context: {
    form: EMPTY_EVENT_FORM,
    errors: {},
    editing: null,
    deleting: null,
    attendeesFor: null,
    message: null,
    request: null,
    failure: null,
  },
  initial: 'idle',
  on: {
    'attendees.open': { actions: assign({ attendeesFor: ({ event }) => ({ id: event.id, title: event.title }) }) },
    'attendees.close': { actions: assign({ attendeesFor: null }) },
  },
  states: {
    idle: {
      initial: 'ready',
      on: {
        'form.change': { actions: assign({ form: ({ event }) => event.form }) },
        'form.submit': [
          {
            guard: 'isValid',
            target: 'saving',
            actions: assign({
              errors: {},
              request: ({ context }) => {
                const checked = validateEventForm(context.form);
                return checked.ok
                  ? { kind: 'save' as const, save: { eventId: context.editing, payload: checked.payload } }
                  : null;
              },
            }),
          },
          {
            actions: assign({
              errors: ({ context }) => {
                const checked = validateEventForm(context.form);
                return checked.ok ? {} : checked.errors;
              },
            }),
          },
        ],
        'edit.start': {
          actions: assign({
            editing: ({ event }) => event.event.id,
            form: ({ event }) => {
              const { id: _id, ...form } = event.event;
              return form;
            },
            errors: {},
          }),
        },
        'edit.cancel': { actions: assign({ editing: null, form: EMPTY_EVENT_FORM, errors: {} }) },
        'delete.ask': {
          target: 'confirmingDelete',
          actions: assign({ deleting: ({ event }) => ({ id: event.id, title: event.title }) }),
        },
      },
      states: {
        ready: {},
        failed: {
          on: {
            'request.retry': [
              { guard: 'retriesSave', target: '#providerEvents.saving' },
              { guard: 'retriesDelete', target: '#providerEvents.deleting' },
            ],
            'failure.dismiss': { target: 'ready', actions: assign({ failure: null, request: null, deleting: null }) },
          },
        },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': {
          target: 'deleting',
          actions: assign({
            request: ({ context }) =>
              context.deleting ? { kind: 'delete' as const, eventId: context.deleting.id } : null,
          }),
        },
        'delete.dismiss': { target: 'idle', actions: assign({ deleting: null }) },
      },
    },
    saving: {
      entry: assign({ failure: null, message: null }),
      invoke: {
        src: 'saveEvent',
        input: ({ context }) =>
          context.request?.kind === 'save' ? context.request.save : { eventId: null, payload: emptyPayload },
        onDone: {
          target: 'idle',
          actions: [
            assign({
              message: ({ context }) => ({
                tone: 'positive' as const,
                text: context.editing ? providerEventsMessages.saved : providerEventsMessages.created,
              }),
              form: EMPTY_EVENT_FORM,
              editing: null,
              request: null,
            }),
            'changed',
          ],
        },
        onError: [
          {
            guard: 'isRefusal',
            target: 'idle',
            actions: assign({
              message: ({ event }) => ({ tone: 'critical' as const, text: refusalSentence(event.error) ?? '' }),
              request: null,
            }),
          },
          {
            target: 'idle.failed',
            actions: assign({
              failure: ({ event }) => failureSentence(event.error, providerEventsMessages.saveFailed),
            }),
          },
        ],
      },
    },
    deleting: {
      entry: assign({ failure: null, message: null }),
      invoke: {
        src: 'deleteEvent',
        input: ({ context }) => ({ eventId: context.request?.kind === 'delete' ? context.request.eventId : '' }),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              message: { tone: 'info', text: providerEventsMessages.deleted },
              deleting: null,
              request: null,
              // The event edited is gone: the form goes back to creating one.
              editing: ({ context }) => (context.editing === context.deleting?.id ? null : context.editing),
            }),
            'changed',
          ],
        },
        onError: {
          target: 'idle.failed',
          actions: assign({
            failure: ({ event }) => failureSentence(event.error, providerEventsMessages.deleteFailed),
            deleting: null,
          }),
        },
      },
    },
  },
});

const emptyPayload: ProviderEventPayload = { ...EMPTY_EVENT_FORM, maxAttendees: 0 };
