import {
  appointmentActionsMachine,
  businessProfileMachine,
  passwordChangeMachine,
  settingsFormMachine,
} from '@injury-assist/flows/provider';
import { reviewReplyMachine } from '@injury-assist/flows/reviews';
import { fromPromise } from 'xstate';
import { pictureUpload } from '../../lib/api/picture-upload';
import { createFlow } from '../../lib/flows/create-flow';
import { actOnAppointment, changePassword, saveBusinessProfile, saveReviewReply, saveSettings } from './provider-api';

/** Business Profile: view ⇄ edit, the logo's checks and upload, the save. */
export const BusinessProfileFlow = createFlow(
  businessProfileMachine.provide({
    actors: {
      saveProfile: fromPromise(({ input }) => saveBusinessProfile(input.draft)),
      pictureUpload,
    },
  }),
);

const settingsForm = settingsFormMachine.provide({
  actors: { saveSettings: fromPromise(({ input }) => saveSettings(input)) },
});

/** The three Settings forms, each its own actor. */
export const AccountFlow = createFlow(settingsForm);
export const NotificationsFlow = createFlow(settingsForm);
export const PrivacyFlow = createFlow(settingsForm);

export const PasswordFlow = createFlow(
  passwordChangeMachine.provide({ actors: { changePassword: fromPromise(({ input }) => changePassword(input)) } }),
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
