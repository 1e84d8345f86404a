import { appointmentActionsMachine, businessProfileMachine } from '@injury-assist/flows/provider';
import { reviewReplyMachine } from '@injury-assist/flows/reviews';
import { fromPromise } from 'xstate';
import { pictureUpload } from '../../lib/api/picture-upload';
import { createFlow } from '../../lib/flows/create-flow';
import { actOnAppointment, saveBusinessProfile, saveReviewReply } from './provider-api';

/** Business Profile: view ⇄ edit, the logo's checks and upload, the save. */
export const BusinessProfileFlow = createFlow(
  businessProfileMachine.provide({
    actors: {
      saveProfile: fromPromise(({ input }) => saveBusinessProfile(input.draft)),
      pictureUpload,
    },
  }),
);

/** Confirm, complete, no-show, and cancel with a reason. */
export const AppointmentActionsFlow = createFlow(
  appointmentActionsMachine.provide({
    actors: { actOnAppointment: fromPromise(({ input }) => actOnAppointment(input)) },
  }),
);

/** Customer Reviews: the reply to one review at a time, published or edited. */
export const ReviewReplyFlow = createFlow(
  reviewReplyMachine.provide({ actors: { saveReply: fromPromise(({ input }) => saveReviewReply(input)) } }),
);
