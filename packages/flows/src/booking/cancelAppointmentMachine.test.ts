import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { manualActor } from '../testing/manualActor';
import {
  type CancelAppointmentEmitted,
  type CancelBookingInput,
  cancelAppointmentMachine,
} from './cancelAppointmentMachine';

function start() {
  const cancels = manualActor<CancelBookingInput>();
  const clock = new SimulatedClock();
  const actor = createActor(
    cancelAppointmentMachine.provide({
      actors: { cancelBooking: fromPromise<unknown, CancelBookingInput>(({ input }) => cancels.track(input)) },
    }),
    { clock },
  );
  const emitted: CancelAppointmentEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const value = () => actor.getSnapshot().value;
  const bookingId = () => actor.getSnapshot().context.bookingId;
  return { actor, cancels, clock, emitted, value, bookingId };
}

const cancelledToast = {
  type: 'toast',
  tone: 'success',
  message: 'Appointment cancelled successfully!',
  timeout: 2000,
};

describe('cancelAppointmentMachine', () => {
  it('asks before cancelling', () => {
    const { actor, value, bookingId, cancels } = start();
    expect(value()).toBe('idle');
    actor.send({ type: 'cancel.confirm' });
    expect(value()).toBe('idle');
    actor.send({ type: 'cancel.request', bookingId: 'BK-1' });
    expect(value()).toBe('confirming');
    expect(bookingId()).toBe('BK-1');
    expect(cancels.calls).toEqual([]);
  });

  it("'cancel.dismiss' keeps the appointment", () => {
    const { actor, value, bookingId, emitted, cancels } = start();
    actor.send({ type: 'cancel.request', bookingId: 'BK-1' });
    actor.send({ type: 'cancel.dismiss' });
    expect(value()).toBe('idle');
    expect(bookingId()).toBeNull();
    expect(emitted).toEqual([]);
    expect(cancels.calls).toEqual([]);
  });

  it('a second request while confirming switches to that appointment', () => {
    const { actor, bookingId } = start();
    actor.send({ type: 'cancel.request', bookingId: 'BK-1' });
    actor.send({ type: 'cancel.request', bookingId: 'BK-2' });
    expect(bookingId()).toBe('BK-2');
  });

  it("success toasts for 2 s, emits 'changed' and returns to idle", async () => {
    const { actor, value, bookingId, emitted, cancels, clock } = start();
    actor.send({ type: 'cancel.request', bookingId: 'BK-1' });
    actor.send({ type: 'cancel.confirm' });
    expect(value()).toBe('cancelling');
    actor.send({ type: 'cancel.dismiss' });
    actor.send({ type: 'cancel.request', bookingId: 'BK-2' });
    expect(value()).toBe('cancelling');
    expect(cancels.calls).toEqual([{ bookingId: 'BK-1' }]);
    cancels.resolve({ status: 200, success: true, message: 'Appointment cancelled successfully!' });
    await waitFor(actor, (state) => state.matches('idle'));
    expect(bookingId()).toBeNull();
    expect(emitted).toEqual([cancelledToast, { type: 'changed' }]);
    clock.increment(5000);
    expect(emitted).toHaveLength(2);
  });

  it('failure returns to idle quietly (the API middleware toasts the server message) and can be tried again', async () => {
    const { actor, emitted, cancels } = start();
    actor.send({ type: 'cancel.request', bookingId: 'BK-1' });
    actor.send({ type: 'cancel.confirm' });
    cancels.reject({ status: 400, message: 'This appointment is already cancelled.' });
    await waitFor(actor, (state) => state.matches('idle'));
    expect(emitted).toEqual([]);
    actor.send({ type: 'cancel.request', bookingId: 'BK-1' });
    actor.send({ type: 'cancel.confirm' });
    expect(cancels.calls).toHaveLength(2);
  });
});
