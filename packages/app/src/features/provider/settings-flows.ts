import { passwordChangeMachine, settingsFormMachine } from '@injury-assist/flows/provider';
import { fromPromise } from 'xstate';
import { createFlow } from '../../lib/flows/create-flow';
import { changePassword, saveSettings } from './settings-api';

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
