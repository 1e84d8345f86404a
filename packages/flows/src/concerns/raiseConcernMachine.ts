import { DEFAULT_CONCERN_PRIORITY, isConcernPriority, type ToastTone } from '@injury-assist/domain';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { serverMessage } from '../login/serverMessage';
import { type DashboardToast, SUCCESS_TOAST_TIMEOUT_MS } from './dashboardToast';
import {
  type ConcernField,
  type ConcernForm,
  concernMessages,
  type RaiseConcernInput,
  toRaiseConcernInput,
  validateConcern,
} from './validateConcern';

/** The signed-in customer the concerns are raised for. */
export type RaiseConcernMachineInput = { userId: string };
export type RaiseConcernContext = { userId: string; form: ConcernForm };

export type RaiseConcernEvent =
  | { type: 'concern.open' }
  | { type: 'concern.cancel' }
  /** A priority outside the four reads as none chosen. */
  | { type: 'field.change'; field: ConcernField; value: string }
  | { type: 'form.submit' };

/** 'concerns.refresh' asks the app to fetch the concerns list again. */
export type RaiseConcernEmitted = DashboardToast | { type: 'concerns.refresh' };

export const emptyConcernForm: ConcernForm = { title: '', description: '', priority: DEFAULT_CONCERN_PRIORITY };

/**
 * The 'Raise New Concern' modal (spec customer-and-access §2, §4, §5, §8, §9). Two regions:
 * `modal` (closed → open.editing ⇄ open.submitting → closed) and `refresh` (idle → waiting 2.3 s
 * → idle, emitting 'concerns.refresh'). The refresh lives apart from the modal so reopening the
 * modal within the 2.3 s does not lose it; a second raise inside the window restarts the wait.
 * `raiseConcern` is the app's raise_concern call, throwing the API's `{ status, message }`.
 */
export const raiseConcernMachine = setup({
  types: {
    input: {} as RaiseConcernMachineInput,
    context: {} as RaiseConcernContext,
    events: {} as RaiseConcernEvent,
    emitted: {} as RaiseConcernEmitted,
  },
  actors: {
    raiseConcern: fromPromise<unknown, RaiseConcernInput>(async () => {
      throw new Error('raiseConcern is provided by the app');
    }),
  },
  delays: {
    // spec §4: "After a concern is raised the list refreshes after 2.3 seconds."
    refreshList: 2300,
  },
  guards: {
    isFormValid: ({ context }) => validateConcern(context.form) === null,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const { form } = context;
      if (event.field === 'priority')
        return { form: { ...form, priority: isConcernPriority(event.value) ? event.value : '' } };
      return { form: { ...form, [event.field]: event.value } };
    }),
    resetForm: assign({ form: emptyConcernForm }),
    toast: emit((_, params: { tone: ToastTone; message: string; timeout?: number }) => ({
      type: 'toast' as const,
      ...params,
    })),
    refreshList: emit({ type: 'concerns.refresh' as const }),
  },
}).createMachine({
  id: 'raiseConcern',
  context: ({ input }) => ({ userId: input.userId, form: emptyConcernForm }),
  type: 'parallel',
  states: {
    modal: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'concern.open': 'open' },
        },
        open: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'field.change': { actions: 'changeField' },
                'concern.cancel': { target: '#raiseConcern.modal.closed', actions: 'resetForm' },
                'form.submit': [
                  { guard: 'isFormValid', target: 'submitting' },
                  // spec §8 lists 'Please fill in all fields' among the dashboard's error toasts.
                  { actions: { type: 'toast', params: { tone: 'critical', message: concernMessages.fillAllFields } } },
                ],
              },
            },
            submitting: {
              invoke: {
                src: 'raiseConcern',
                input: ({ context }) => toRaiseConcernInput(context.userId, context.form),
                onDone: {
                  target: ['#raiseConcern.modal.closed', '#raiseConcern.refresh.waiting'],
                  reenter: true,
                  actions: [
                    {
                      type: 'toast',
                      params: { tone: 'success', message: concernMessages.raised, timeout: SUCCESS_TOAST_TIMEOUT_MS },
                    },
                    'resetForm',
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'toast',
                    params: ({ event }) => ({
                      tone: 'critical' as const,
                      message: serverMessage(event.error) ?? concernMessages.raiseFailed,
                    }),
                  },
                },
              },
            },
          },
        },
      },
    },
    refresh: {
      initial: 'idle',
      states: {
        idle: {},
        waiting: {
          after: { refreshList: { target: 'idle', actions: 'refreshList' } },
        },
      },
    },
  },
});
