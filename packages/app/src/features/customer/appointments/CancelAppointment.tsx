import { CancelAppointmentDialog } from '@injury-assist/ui';
import { useEffect } from 'react';
import { FlowProvider } from '../../../lib/flows/create-flow';
import { showDashboardToast } from '../../../lib/show-dashboard-toast';
import { CancelFlow } from '../booking/booking-flows';
import type { Appointment } from '../booking/bookings-api';
import { formatCalendarDate } from '../format-day';

/** A press of an appointment's Cancel: a new object each time, so pressing it again asks again. */
export type CancelRequest = { bookingId: string };

type CancelAppointmentProps = {
  request: CancelRequest;
  find: (bookingId: string) => Appointment | undefined;
  onChanged: () => void;
};

function CancelConfirmation({ request, find, onChanged }: CancelAppointmentProps) {
  const cancel = CancelFlow.useActorRef();
  const state = CancelFlow.useSelector((snapshot) => ({
    bookingId: snapshot.context.bookingId,
    isOpen: !snapshot.matches('idle'),
    isSubmitting: snapshot.matches('cancelling'),
  }));

  useEffect(() => {
    const toasts = cancel.on('toast', showDashboardToast);
    const changed = cancel.on('changed', onChanged);
    return () => {
      toasts.unsubscribe();
      changed.unsubscribe();
    };
  }, [cancel, onChanged]);

  useEffect(() => {
    cancel.send({ type: 'cancel.request', bookingId: request.bookingId });
  }, [cancel, request]);

  const cancelling = state.bookingId ? find(state.bookingId) : undefined;
  return (
    <CancelAppointmentDialog
      isOpen={state.isOpen}
      onOpenChange={(open) => {
        if (!open) cancel.send({ type: 'cancel.dismiss' });
      }}
      appointment={
        cancelling
          ? {
              service: cancelling.services,
              providerName: cancelling.provider_name,
              date: formatCalendarDate(cancelling.date),
              slot: cancelling.slot,
            }
          : null
      }
      isSubmitting={state.isSubmitting}
      onConfirm={() => cancel.send({ type: 'cancel.confirm' })}
    />
  );
}

/**
 * Cancel, with its confirmation: loaded, and its machine started, at the first press of a Cancel
 * (issue 22), then kept mounted so the dialog animates out and the next press opens it at once.
 */
export default function CancelAppointment(props: CancelAppointmentProps) {
  return (
    <FlowProvider flow={CancelFlow}>
      <CancelConfirmation {...props} />
    </FlowProvider>
  );
}
