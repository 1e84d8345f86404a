import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isValidEmail } from '../registration/validateRegistration';
import { forgotPasswordMessages, mapResetRequestError } from './mapResetRequestError';

export type RequestResetInput = { email: string };

export type ForgotPasswordContext = {
  email: string;
  /** The inline message under the field: a validation message or the mapped server error. */
  error: string | null;
};

export type ForgotPasswordEvent = { type: 'field.change'; field: 'email'; value: string } | { type: 'form.submit' };

/** The address the link went to, for 'Check your email'. */
export type ForgotPasswordOutput = { email: string };

export function validateResetEmail(email: string): string | null {
  if (!email.trim()) return forgotPasswordMessages.emailRequired;
  if (!isValidEmail(email)) return forgotPasswordMessages.emailInvalid;
  return null;
}

/**
 * Forgot password (spec customer-and-access §2, §4, §8): idle → submitting → sent, or back to
 * idle with the mapped error. `requestReset` is the app's supabase-js
 * `resetPasswordForEmail(email, { redirectTo: <origin>/reset-password })`, throwing its error.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    output: {} as ForgotPasswordOutput,
  },
  actors: {
    requestReset: fromPromise<unknown, RequestResetInput>(async () => {
      throw new Error('requestReset is provided by the app');
    }),
  },
  guards: {
    isEmailValid: ({ context }) => validateResetEmail(context.email) === null,
  },
  actions: {
    changeEmail: assign(({ event }) => {
      assertEvent(event, 'field.change');
      return { email: event.value, error: null };
    }),
    showEmailError: assign({ error: ({ context }) => validateResetEmail(context.email) }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'field.change': { actions: 'changeEmail' },
        'form.submit': [{ guard: 'isEmailValid', target: 'submitting' }, { actions: 'showEmailError' }],
      },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: 'sent',
        onError: { target: 'idle', actions: assign({ error: ({ event }) => mapResetRequestError(event.error) }) },
      },
    },
    sent: { type: 'final' },
  },
  output: ({ context }) => ({ email: context.email.trim() }),
});
