import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { serverMessage } from '../login/serverMessage';

/** spec customer-and-access §9. */
export const MIN_PASSWORD_LENGTH = 8;

/** Reset-password messages, verbatim from spec §2, §5 and §8. */
export const resetPasswordMessages = {
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 8 characters long',
  failed: 'Failed to reset password. Please try again.',
  success: 'Password Reset Successful',
} as const;

export type NewPasswordField = 'password' | 'confirmPassword';
export type UpdatePasswordInput = { password: string };
export type ResetPasswordEmitted = { type: 'redirect.login' };

export type ResetPasswordContext = {
  password: string;
  confirmPassword: string;
  showPassword: boolean;
  showConfirmPassword: boolean;
  error: string | null;
};

export type ResetPasswordEvent =
  | { type: 'field.change'; field: NewPasswordField; value: string }
  | { type: 'password.toggleVisibility'; field: NewPasswordField }
  | { type: 'form.submit' };

/** spec §5: checked client-side in this order — match first, then length. */
export function validateNewPassword(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return resetPasswordMessages.mismatch;
  if (password.length < MIN_PASSWORD_LENGTH) return resetPasswordMessages.tooShort;
  return null;
}

/**
 * Reset password, reached through the recovery link (spec §2, §4, §8):
 * checkingSession → idle, or linkExpired (final: the screen says the link has expired or was used
 * and offers a new one; issue 15 found the spec's silent redirect to /login left people puzzled);
 * idle → submitting →
 * success ('Password Reset Successful'), then 'redirect.login' after 2 s; or idle with the error.
 * `getSession` is supabase-js `getSession()` answering whether there is a session;
 * `updatePassword` is `updateUser({ password })`, throwing its error.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    emitted: {} as ResetPasswordEmitted,
  },
  actors: {
    getSession: fromPromise<boolean>(async () => {
      throw new Error('getSession is provided by the app');
    }),
    updatePassword: fromPromise<unknown, UpdatePasswordInput>(async () => {
      throw new Error('updatePassword is provided by the app');
    }),
  },
  delays: {
    // spec §9: "Reset success redirect after 2000 ms".
    redirectAfterSuccess: 2000,
  },
  guards: {
    hasSession: (_, params: { hasSession: boolean }) => params.hasSession,
    isPasswordValid: ({ context }) => validateNewPassword(context.password, context.confirmPassword) === null,
  },
  actions: {
    changeField: assign(({ event }) => {
      assertEvent(event, 'field.change');
      return event.field === 'password'
        ? { password: event.value, error: null }
        : { confirmPassword: event.value, error: null };
    }),
    toggleVisibility: assign(({ context, event }) => {
      assertEvent(event, 'password.toggleVisibility');
      return event.field === 'password'
        ? { showPassword: !context.showPassword }
        : { showConfirmPassword: !context.showConfirmPassword };
    }),
    showPasswordError: assign({
      error: ({ context }) => validateNewPassword(context.password, context.confirmPassword),
    }),
    redirectToLogin: emit({ type: 'redirect.login' as const }),
  },
}).createMachine({
  id: 'resetPassword',
  context: { password: '', confirmPassword: '', showPassword: false, showConfirmPassword: false, error: null },
  initial: 'checkingSession',
  on: {
    'password.toggleVisibility': { actions: 'toggleVisibility' },
  },
  states: {
    checkingSession: {
      invoke: {
        src: 'getSession',
        onDone: [
          { guard: { type: 'hasSession', params: ({ event }) => ({ hasSession: event.output }) }, target: 'idle' },
          { target: 'linkExpired' },
        ],
        // A failed check cannot prove a session, and updateUser needs one: treat it as none.
        onError: 'linkExpired',
      },
    },
    linkExpired: { type: 'final' },
    idle: {
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [{ guard: 'isPasswordValid', target: 'submitting' }, { actions: 'showPasswordError' }],
      },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'updatePassword',
        input: ({ context }) => ({ password: context.password }),
        onDone: 'success',
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => serverMessage(event.error) ?? resetPasswordMessages.failed }),
        },
      },
    },
    success: {
      after: { redirectAfterSuccess: 'redirecting' },
    },
    redirecting: {
      type: 'final',
      entry: 'redirectToLogin',
    },
  },
});
