import { slotPickerMachine } from '@injury-assist/flows/booking';
import { ScheduleAppointmentDialog } from '@injury-assist/ui';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useClock } from '../../lib/clock/clock-context';
import { wallClock } from '../../lib/clock/wall-clock';
import { createFlow, FlowProvider } from '../../lib/flows/create-flow';
import { useSignedInUser } from '../../lib/session/session-context';
import { showDashboardToast } from '../../lib/show-dashboard-toast';
import { loadSlots } from '../../lib/slots/load-slots';
import { useSlotPickerView } from '../../lib/slots/slot-picker-view';
import { moveAppointment } from './provider-api';

/** Move an appointment: the customer's slot picker in its move mode, on the browser's clock. */
const MoveAppointmentFlow = createFlow(
  slotPickerMachine.provide({
    actors: {
      loadSlots: fromPromise(({ input }) => loadSlots(input)),
      move: fromPromise(({ input }) => moveAppointment(input)),
      clock: wallClock,
    },
  }),
);

/** The appointment being moved: whose it is, when, and the location whose slots it may take. */
export type MovingAppointment = {
  bookingId: string;
  customerName: string;
  /** '2026/11/24 · 09:00 AM - 10:00 AM', as the list shows it. */
  when: string;
  providerId: number;
  address: string;
  timeZone: string;
};

type MoveAppointmentDialogProps = { appointment: MovingAppointment; onClose: () => void; onMoved: () => void };

function MoveScreen({ appointment, onClose, onMoved }: MoveAppointmentDialogProps) {
  const actor = MoveAppointmentFlow.useActorRef();
  const { picker, canConfirm, isSubmitting } = useSlotPickerView(actor);
  const isDone = MoveAppointmentFlow.useSelector((state) => state.status === 'done');
  useEffect(() => {
    const toasts = actor.on('toast', showDashboardToast);
    return () => toasts.unsubscribe();
  }, [actor]);
  useEffect(() => {
    if (isDone) onMoved();
  }, [isDone, onMoved]);
  return (
    <ScheduleAppointmentDialog
      isOpen={!isDone}
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onClose();
      }}
      title="Move Appointment"
      provider={{ name: `${appointment.customerName} · now ${appointment.when}`, address: appointment.address }}
      picker={picker}
      canConfirm={canConfirm}
      isSubmitting={isSubmitting}
      onConfirm={() => actor.send({ type: 'confirm' })}
      confirmLabel="Move Appointment"
    />
  );
}

/**
 * The provider moves a booking to another free slot of its location (issue 25): the date and slot
 * picker the customer books with, so the same closures, notice and buffer apply; the server tells
 * the customer by e-mail.
 */
export function MoveAppointmentDialog(props: MoveAppointmentDialogProps) {
  const user = useSignedInUser();
  const clock = useClock();
  const { appointment } = props;
  return (
    <FlowProvider
      flow={MoveAppointmentFlow}
      options={{
        input: {
          target: {
            providerId: appointment.providerId,
            providerName: appointment.customerName,
            address: appointment.address,
            timeZone: appointment.timeZone,
          },
          userId: user.id,
          mode: { kind: 'move', bookingId: appointment.bookingId },
          now: clock.now().getTime(),
        },
      }}
    >
      <MoveScreen {...props} />
    </FlowProvider>
  );
}
