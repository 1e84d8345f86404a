import type { ProviderBookingAction } from '@injury-assist/domain';
import { useEffect } from 'react';
import type { EventFromLogic } from 'xstate';
import { FlowProvider } from '../../lib/flows/create-flow';
import { showDashboardToast } from '../../lib/show-dashboard-toast';
import { AppointmentActionsFlow } from './provider-flows';

export type AppointmentActionsEvent = EventFromLogic<typeof AppointmentActionsFlow.logic>;

/** What the page draws of the machine: the action under way and the cancel dialog's fields. */
export type AppointmentActionsView = {
  bookingId: string | null;
  action: ProviderBookingAction | null;
  asking: boolean;
  working: boolean;
  reason: string;
  reasonError: string | null;
};

export type AppointmentActionsProps = {
  /** The presses made before the machine was loaded, sent to it in order once it runs. */
  pending: AppointmentActionsEvent[];
  /** Hands the page the machine's `send` (null when it goes). */
  onReady: (send: ((event: AppointmentActionsEvent) => void) | null) => void;
  onView: (view: AppointmentActionsView) => void;
  onChanged: () => void;
};

function Connector({ pending, onReady, onView, onChanged }: AppointmentActionsProps) {
  const actor = AppointmentActionsFlow.useActorRef();
  const bookingId = AppointmentActionsFlow.useSelector((state) => state.context.bookingId);
  const action = AppointmentActionsFlow.useSelector((state) => state.context.action);
  const asking = AppointmentActionsFlow.useSelector((state) => state.matches('askingReason'));
  const working = AppointmentActionsFlow.useSelector((state) => state.matches('working'));
  const reason = AppointmentActionsFlow.useSelector((state) => state.context.reason);
  const reasonError = AppointmentActionsFlow.useSelector((state) => state.context.reasonError);

  useEffect(() => {
    const toasts = actor.on('toast', showDashboardToast);
    const changed = actor.on('appointment.changed', onChanged);
    return () => {
      toasts.unsubscribe();
      changed.unsubscribe();
    };
  }, [actor, onChanged]);

  useEffect(() => {
    for (const event of pending.splice(0)) actor.send(event);
    onReady((event) => actor.send(event));
    return () => onReady(null);
  }, [actor, pending, onReady]);

  useEffect(() => {
    onView({ bookingId, action, asking, working, reason, reasonError });
  }, [onView, bookingId, action, asking, working, reason, reasonError]);

  return null;
}

/**
 * The appointments' actions (confirm, complete, no-show, cancel with a reason): their machine is
 * loaded and started at the provider's first press (issue 22), and runs for the rest of the visit.
 */
export default function AppointmentActions(props: AppointmentActionsProps) {
  return (
    <FlowProvider flow={AppointmentActionsFlow}>
      <Connector {...props} />
    </FlowProvider>
  );
}
