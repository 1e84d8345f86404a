import { appointmentActionsMachine } from '@injury-assist/flows/provider';
import { fromPromise } from 'xstate';
import { createFlow } from '../../lib/flows/create-flow';
import { actOnAppointment } from './provider-api';

/** Confirm, complete, no-show, and cancel with a reason. */
export const AppointmentActionsFlow = createFlow(
  appointmentActionsMachine.provide({
    actors: { actOnAppointment: fromPromise(({ input }) => actOnAppointment(input)) },
  }),
);
