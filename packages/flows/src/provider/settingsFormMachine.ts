import type { ToastTone } from '@injury-assist/domain';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { type DashboardToast, SUCCESS_TOAST_TIMEOUT_MS } from '../concerns/dashboardToast';
import { serverMessage } from '../login/serverMessage';
import {
  type AccountErrors,
  type NotificationFlags,
  type PrivacyFlags,
  type ProviderAccount,
  settingsMessages,
  validateAccount,
} from './providerSettings';

/** One Settings tab's form: its kind says what it holds, how it is checked and what a save says. */
export type SettingsForm =
  | { kind: 'account'; values: ProviderAccount }
  | { kind: 'notifications'; values: NotificationFlags }
  | { kind: 'privacy'; values: PrivacyFlags };

export type SaveSettingsInput = SettingsForm;

export type SettingsFormContext = {
  form: SettingsForm;
  /** What the server holds. */
  saved: SettingsForm;
  errors: AccountErrors;
};

export type SettingsFormEvent =
  | { type: 'field.change'; field: string; value: string | boolean }
  | { type: 'form.submit' }
  | { type: 'form.reset' };

export type SettingsFormEmitted = DashboardToast | { type: 'settings.saved'; form: SettingsForm };

const savedMessage = {
  account: settingsMessages.profileUpdated,
  notifications: settingsMessages.notificationsUpdated,
  privacy: settingsMessages.privacyUpdated,
} as const satisfies Record<SettingsForm['kind'], string>;

const problems = (form: SettingsForm): AccountErrors => (form.kind === 'account' ? validateAccount(form.values) : {});

/** Whether the form differs from what is saved. */
export const isSettingsFormChanged = ({ form, saved }: SettingsFormContext): boolean =>
  JSON.stringify(form.values) !== JSON.stringify(saved.values);

/**
 * A Settings tab (spec provider-and-admin §2.3, §3, §8): the Profile fields or a tab of flags,
 * ready ⇄ saving. A save shows the tab's success alert as a toast; the account is checked first
 * with the spec's messages under its fields.
 */
export const settingsFormMachine = setup({
  types: {
    input: {} as SettingsForm,
    context: {} as SettingsFormContext,
    events: {} as SettingsFormEvent,
    emitted: {} as SettingsFormEmitted,
  },
  actors: {
    saveSettings: fromPromise<SettingsForm, SaveSettingsInput>(async () => {
      throw new Error('saveSettings is provided by the app');
    }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(problems(context.form)).length === 0,
    isChanged: ({ context }) => isSettingsFormChanged(context),
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const values = { ...context.form.values, [event.field]: event.value };
      const { [event.field as keyof AccountErrors]: _cleared, ...errors } = context.errors;
      return { form: { ...context.form, values } as SettingsForm, errors };
    }),
    toast: emit((_, params: { tone: ToastTone; message: string; timeout?: number }) => ({
      type: 'toast' as const,
      ...params,
    })),
  },
}).createMachine({
  id: 'settingsForm',
  context: ({ input }) => ({ form: input, saved: input, errors: {} }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'field.change': { actions: 'change' },
        'form.reset': { actions: assign(({ context }) => ({ form: context.saved, errors: {} })) },
        'form.submit': [
          { guard: 'isValid', target: 'saving' },
          { actions: assign({ errors: ({ context }) => problems(context.form) }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveSettings',
        input: ({ context }) => context.form,
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({ form: event.output, saved: event.output })),
            {
              type: 'toast',
              params: ({ context }) => ({
                tone: 'success' as const,
                message: savedMessage[context.form.kind],
                timeout: SUCCESS_TOAST_TIMEOUT_MS,
              }),
            },
            emit(({ event }) => ({ type: 'settings.saved' as const, form: event.output })),
          ],
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'toast',
            params: ({ event }) => ({
              tone: 'critical' as const,
              message: serverMessage(event.error) ?? settingsMessages.saveFailed,
            }),
          },
        },
      },
    },
  },
});
