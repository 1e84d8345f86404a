import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { type DashboardToast, SUCCESS_TOAST_TIMEOUT_MS } from '../concerns/dashboardToast';
import { serverMessage } from '../login/serverMessage';
import { type PasswordChange, passwordChangeProblem, settingsMessages } from './providerSettings';

export type ChangePasswordInput = PasswordChange;

export type PasswordChangeContext = { change: PasswordChange; error: string | null };

export type PasswordChangeEvent =
  | { type: 'field.change'; field: keyof PasswordChange; value: string }
  | { type: 'form.submit' };

const empty: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The password change of the Settings profile tab (spec provider-and-admin §3, §5, §8): the spec's
 * checks in the browser, then the server checks the current password and ends the other sessions.
 * A refusal shows as an alert above the button; success clears the form and says so.
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    emitted: {} as DashboardToast,
  },
  actors: {
    changePassword: fromPromise<void, ChangePasswordInput>(async () => {
      throw new Error('changePassword is provided by the app');
    }),
  },
  guards: {
    isAcceptable: ({ context }) => passwordChangeProblem(context.change) === null,
  },
}).createMachine({
  id: 'passwordChange',
  context: { change: empty, error: null },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            assertEvent(event, 'field.change');
            return { change: { ...context.change, [event.field]: event.value }, error: null };
          }),
        },
        'form.submit': [
          { guard: 'isAcceptable', target: 'saving', actions: assign({ error: null }) },
          { actions: assign({ error: ({ context }) => passwordChangeProblem(context.change) }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'changePassword',
        input: ({ context }) => context.change,
        onDone: {
          target: 'ready',
          actions: [
            assign({ change: empty, error: null }),
            emit({
              type: 'toast' as const,
              tone: 'success' as const,
              message: settingsMessages.passwordChanged,
              timeout: SUCCESS_TOAST_TIMEOUT_MS,
            }),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => serverMessage(event.error) ?? settingsMessages.passwordFailed }),
        },
      },
    },
  },
});
