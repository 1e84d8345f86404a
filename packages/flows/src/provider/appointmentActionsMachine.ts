import type { ProviderBookingAction } from '@injury-assist/domain';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { type DashboardToast, SUCCESS_TOAST_TIMEOUT_MS } from '../concerns/dashboardToast';
import { serverMessage } from '../login/serverMessage';

export const appointmentActionMessages = {
  reasonRequired: 'Give the customer a reason for cancelling.',
  failed: 'Could not update the appointment. Please try again.',
} as const;

export type ActOnAppointmentInput = { bookingId: string; action: ProviderBookingAction; reason?: string };
/** The server's sentence for what was done. */
export type ActOnAppointmentOutput = { message: string };

export type AppointmentActionsContext = {
  bookingId: string | null;
  action: ProviderBookingAction | null;
  /** Why the provider cancels; the customer reads it in their e-mail. */
  reason: string;
  reasonError: string | null;
};

export type AppointmentActionsEvent =
  | { type: 'appointment.act'; bookingId: string; action: Exclude<ProviderBookingAction, 'cancel'> }
  | { type: 'appointment.cancel'; bookingId: string }
  | { type: 'reason.change'; value: string }
  | { type: 'reason.submit' }
  | { type: 'reason.dismiss' };

export type AppointmentActionsEmitted = DashboardToast | { type: 'appointment.changed'; bookingId: string };

/**
 * What the provider does with an appointment (issue 13): confirm, complete or mark a no-show at
 * once; cancel after giving a reason in a dialog. One at a time; every change is announced so
 * the page reloads the lists.
 */
export const appointmentActionsMachine = setup({
  types: {
    context: {} as AppointmentActionsContext,
    events: {} as AppointmentActionsEvent,
    emitted: {} as AppointmentActionsEmitted,
  },
  actors: {
    actOnAppointment: fromPromise<ActOnAppointmentOutput, ActOnAppointmentInput>(async () => {
      throw new Error('actOnAppointment is provided by the app');
    }),
  },
  guards: {
    hasReason: ({ context }) => context.reason.trim() !== '',
  },
}).createMachine({
  id: 'appointmentActions',
  context: { bookingId: null, action: null, reason: '', reasonError: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'appointment.act': {
          target: 'working',
          actions: assign(({ event }) => ({ bookingId: event.bookingId, action: event.action })),
        },
        'appointment.cancel': {
          target: 'askingReason',
          actions: assign(({ event }) => ({
            bookingId: event.bookingId,
            action: 'cancel' as const,
            reason: '',
            reasonError: null,
          })),
        },
      },
    },
    askingReason: {
      initial: 'typing',
      on: { 'reason.dismiss': { target: 'idle', actions: assign({ bookingId: null, action: null }) } },
      states: {
        typing: {
          on: {
            'reason.change': {
              actions: assign(({ event }) => {
                assertEvent(event, 'reason.change');
                return { reason: event.value, reasonError: null };
              }),
            },
            'reason.submit': [
              { guard: 'hasReason', target: '#appointmentActions.working' },
              { actions: assign({ reasonError: appointmentActionMessages.reasonRequired }) },
            ],
          },
        },
      },
    },
    working: {
      invoke: {
        src: 'actOnAppointment',
        input: ({ context }) => ({
          bookingId: context.bookingId ?? '',
          action: context.action ?? 'confirm',
          ...(context.action === 'cancel' ? { reason: context.reason.trim() } : {}),
        }),
        onDone: {
          target: 'idle',
          actions: [
            emit(({ event }) => ({
              type: 'toast' as const,
              tone: 'success' as const,
              message: event.output.message,
              timeout: SUCCESS_TOAST_TIMEOUT_MS,
            })),
            emit(({ context }) => ({ type: 'appointment.changed' as const, bookingId: context.bookingId ?? '' })),
            assign({ bookingId: null, action: null, reason: '' }),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            emit(({ event }) => ({
              type: 'toast' as const,
              tone: 'critical' as const,
              message: serverMessage(event.error) ?? appointmentActionMessages.failed,
            })),
            // The list may have moved on (another tab, the completion job): it is read again.
            emit(({ context }) => ({ type: 'appointment.changed' as const, bookingId: context.bookingId ?? '' })),
            assign({ bookingId: null, action: null }),
          ],
        },
      },
    },
  },
});
