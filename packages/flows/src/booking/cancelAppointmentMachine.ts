import { assign, emit, fromPromise, setup } from 'xstate';
import { type DashboardToast, SUCCESS_TOAST_TIMEOUT_MS } from '../concerns/dashboardToast';

export type CancelAppointmentContext = {
  /** The booking being asked about or cancelled (the appointment's `booking_id`), else null. */
  bookingId: string | null;
};

export type CancelAppointmentEvent =
  | { type: 'cancel.request'; bookingId: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' };

/** 'changed' asks the app to fetch the appointments again. */
export type CancelAppointmentEmitted = DashboardToast | { type: 'changed' };

export type CancelBookingInput = { bookingId: string };

export const cancelAppointmentMessages = { cancelled: 'Appointment cancelled successfully!' } as const;

/**
 * The Cancel button of an upcoming appointment and its confirmation dialog: idle →
 * 'cancel.request' → confirming → 'cancel.confirm' → cancelling → idle. `cancelBooking` is the
 * app's update_slot_booking/{booking_id} call. Success toasts 'Appointment cancelled successfully!'
 * (2 s, spec §8) and emits 'changed'. A failure (the app's API middleware has toasted the
 * server's message) just returns to idle, dialog closed; the app's list is left as it was.
 * While cancelling, the dialog stays open and other events are ignored. A second
 * 'cancel.request' while confirming switches to that appointment.
 */
export const cancelAppointmentMachine = setup({
  types: {
    context: {} as CancelAppointmentContext,
    events: {} as CancelAppointmentEvent,
    emitted: {} as CancelAppointmentEmitted,
  },
  actors: {
    cancelBooking: fromPromise<unknown, CancelBookingInput>(async () => {
      throw new Error('cancelBooking is provided by the app');
    }),
  },
  actions: {
    ask: assign(({ event }) => (event.type === 'cancel.request' ? { bookingId: event.bookingId } : {})),
    forget: assign({ bookingId: null }),
    cancelled: emit({
      type: 'toast' as const,
      tone: 'success' as const,
      message: cancelAppointmentMessages.cancelled,
      timeout: SUCCESS_TOAST_TIMEOUT_MS,
    }),
    changed: emit({ type: 'changed' as const }),
  },
}).createMachine({
  id: 'cancelAppointment',
  context: { bookingId: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'cancel.request': { target: 'confirming', actions: 'ask' } },
    },
    confirming: {
      on: {
        'cancel.request': { actions: 'ask' },
        'cancel.confirm': 'cancelling',
        'cancel.dismiss': { target: 'idle', actions: 'forget' },
      },
    },
    cancelling: {
      invoke: {
        src: 'cancelBooking',
        input: ({ context }) => ({ bookingId: context.bookingId ?? '' }),
        onDone: { target: 'idle', actions: ['cancelled', 'changed', 'forget'] },
        onError: { target: 'idle', actions: 'forget' },
      },
    },
  },
});
