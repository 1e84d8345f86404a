import type { LoginField, LoginRole, LoginVariant, UserType } from '@injury-assist/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isCompleteOtp, RESEND_COUNTDOWN_SECONDS, sanitizeOtp } from '../registration/emailCodeMachine';
import { registrationFlowMessages } from '../registration/registrationMachine';
import { isValidEmail } from '../registration/validateRegistration';
import { serverMessage } from './serverMessage';

/**
 * Sign-in for every login screen (spec customer-and-access §2, §4, §6, §8):
 * - combined: the Customer/Provider toggle (default customer); the request sends only e-mail
 *   and password, the toggle decides only the role handed on after success;
 * - customer, provider, admin: the role is fixed and sent with the request.
 * Step-up (issue 21): after repeated failed sign-ins at an address the server answers a password
 * alone with "We sent a 6-digit code to …"; the machine moves to `code`, where the password is
 * sent again with the mailed code, and a new code can be asked for once a minute.
 */
/** The signed-in user as the login response carries it (spec §3). */
export type LoginUser = {
  id: string;
  email: string;
  name: string;
  user_type: UserType;
  category_id: number | null;
  speciality_groups_id: number | null;
  service_id: number | null;
};

/** `code`: the step-up's mailed code, sent with the password. */
export type SignInInput = { email: string; password: string; role?: UserType; code?: string };
/** The `data` object of the login response; either part may be missing (spec §8). */
export type SignInOutput = { token?: string | null; user?: LoginUser | null };

export type LoginFieldErrors = Partial<Record<LoginField, string>>;

export const loginMessages = {
  // The spec says only that both are required and the e-mail input is of e-mail type; these
  // sentences match the registration form's.
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  tokenOrUserMissing: 'Login failed. Token or user info not received.',
  failed: 'Login failed. Please try again.',
  codeIncomplete: registrationFlowMessages.otpIncomplete,
} as const;

/**
 * Whether a failed sign-in asks for the mailed code: API v1 answers `{ code_required: true }`,
 * and the app marks supabase-js's step-up errors the same way.
 */
export function isCodeRequired(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code_required' in error && error.code_required === true;
}

export type LoginInput = { variant: LoginVariant };

export type LoginContext = {
  variant: LoginVariant;
  email: string;
  password: string;
  role: UserType;
  /** spec: the remember-me checkbox has no effect. Kept only so the box can be ticked. */
  rememberMe: boolean;
  showPassword: boolean;
  fieldErrors: LoginFieldErrors;
  /** The inline message under the form after a failed sign-in. */
  error: string | null;
  /** Step-up: the code typed so far, and the server's sentence saying where it was sent. */
  code: string;
  codeNotice: string | null;
  codeError: string | null;
  /** Seconds until a new code may be asked for; 0 while it may. */
  secondsUntilResend: number;
  /** Set on success; the machine's output. */
  session: LoginOutput | null;
};

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'password.toggleVisibility' }
  | { type: 'rememberMe.toggle' }
  | { type: 'role.toggle' }
  | { type: 'role.select'; role: LoginRole }
  | { type: 'form.submit' }
  | { type: 'code.change'; value: string }
  | { type: 'code.resend' }
  | { type: 'code.cancel' };

export type LoginOutput = { token: string; user: LoginUser; role: UserType };

export function initialLoginRole(variant: LoginVariant): UserType {
  switch (variant) {
    case 'combined':
    case 'customer':
      return 'customer';
    case 'provider':
      return 'provider';
    case 'admin':
      return 'admin';
  }
}

export function validateLogin(email: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!email.trim()) errors.email = loginMessages.emailRequired;
  else if (!isValidEmail(email)) errors.email = loginMessages.emailInvalid;
  if (!password) errors.password = loginMessages.passwordRequired;
  return errors;
}

/** spec §6: the combined form sends only e-mail and password; every other form names its role. */
export function toSignInInput(
  context: Pick<LoginContext, 'variant' | 'email' | 'password' | 'role'>,
  code?: string,
): SignInInput {
  const credentials = { email: context.email.trim(), password: context.password, ...(code ? { code } : {}) };
  return context.variant === 'combined' ? credentials : { ...credentials, role: context.role };
}

/** The session to hand on, or null when the response lacks the token or the user (spec §8). */
export function sessionFrom(output: SignInOutput | null | undefined, role: UserType): LoginOutput | null {
  if (!output?.token || !output.user) return null;
  return { token: output.token, user: output.user, role };
}

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
  },
  actors: {
    signIn: fromPromise<SignInOutput, SignInInput>(async () => {
      throw new Error('signIn is provided by the app');
    }),
  },
  delays: {
    resendTick: 1000,
  },
  guards: {
    isCodeRequired: (_, params: { error: unknown }) => isCodeRequired(params.error),
    isCodeComplete: ({ context }) => isCompleteOtp(context.code),
    isLastResendTick: ({ context }) => context.secondsUntilResend <= 1,
    isCombined: ({ context }) => context.variant === 'combined',
    isFormValid: ({ context }) => Object.keys(validateLogin(context.email, context.password)).length === 0,
    hasTokenAndUser: (_, params: { output: SignInOutput | null | undefined }) =>
      Boolean(params.output?.token && params.output.user),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors, error: null };
    }),
    toggleRole: assign({ role: ({ context }) => (context.role === 'customer' ? 'provider' : 'customer') }),
    selectRole: assign({
      role: ({ event }) => {
        assertEvent(event, 'role.select');
        return event.role;
      },
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateLogin(context.email, context.password) }),
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
    showCodeNotice: assign((_, params: { error: unknown }) => ({
      codeNotice: serverMessage(params.error),
      error: null,
      secondsUntilResend: RESEND_COUNTDOWN_SECONDS,
    })),
    changeCode: assign(({ event }) => {
      assertEvent(event, 'code.change');
      return { code: sanitizeOtp(event.value), codeError: null, error: null };
    }),
    keepSession: assign({
      session: ({ context }, params: { output: SignInOutput }) => sessionFrom(params.output, context.role),
    }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    variant: input.variant,
    email: '',
    password: '',
    role: initialLoginRole(input.variant),
    rememberMe: false,
    showPassword: false,
    fieldErrors: {},
    error: null,
    code: '',
    codeNotice: null,
    codeError: null,
    secondsUntilResend: 0,
    session: null,
  }),
  initial: 'idle',
  on: {
    'password.toggleVisibility': { actions: assign({ showPassword: ({ context }) => !context.showPassword }) },
    'rememberMe.toggle': { actions: assign({ rememberMe: ({ context }) => !context.rememberMe }) },
  },
  states: {
    idle: {
      on: {
        'field.change': { actions: 'changeField' },
        'role.toggle': { guard: 'isCombined', actions: 'toggleRole' },
        'role.select': { guard: 'isCombined', actions: 'selectRole' },
        'form.submit': [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'showFieldErrors' }],
      },
    },
    submitting: {
      entry: assign({ error: null, fieldErrors: {} }),
      invoke: {
        src: 'signIn',
        input: ({ context }) => toSignInInput(context),
        onDone: [
          {
            guard: { type: 'hasTokenAndUser', params: ({ event }) => ({ output: event.output }) },
            target: 'success',
            actions: { type: 'keepSession', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'idle',
            actions: { type: 'showError', params: { message: loginMessages.tokenOrUserMissing } },
          },
        ],
        onError: [
          {
            guard: { type: 'isCodeRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'code',
            actions: { type: 'showCodeNotice', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'idle',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ message: serverMessage(event.error) ?? loginMessages.failed }),
            },
          },
        ],
      },
    },
    /**
     * Step-up: the address stays as typed (the code was sent to it); the password may be corrected.
     * `entry` sends the password with the code; `resend` asks for a new code once a minute.
     */
    code: {
      type: 'parallel',
      on: { 'code.cancel': { target: 'idle', actions: assign({ code: '', codeNotice: null, codeError: null }) } },
      states: {
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'code.change': { actions: 'changeCode' },
                'field.change': {
                  guard: ({ event }) => event.field === 'password',
                  actions: 'changeField',
                },
                'form.submit': [
                  { guard: 'isCodeComplete', target: 'verifying' },
                  { actions: assign({ codeError: loginMessages.codeIncomplete }) },
                ],
              },
            },
            verifying: {
              entry: assign({ error: null }),
              invoke: {
                src: 'signIn',
                input: ({ context }) => toSignInInput(context, context.code),
                onDone: [
                  {
                    guard: { type: 'hasTokenAndUser', params: ({ event }) => ({ output: event.output }) },
                    target: '#login.success',
                    actions: { type: 'keepSession', params: ({ event }) => ({ output: event.output }) },
                  },
                  {
                    target: 'editing',
                    actions: { type: 'showError', params: { message: loginMessages.tokenOrUserMissing } },
                  },
                ],
                onError: {
                  // A wrong or expired code, a wrong password, or too many tries: the server's sentence.
                  target: 'editing',
                  actions: {
                    type: 'showError',
                    params: ({ event }) => ({ message: serverMessage(event.error) ?? loginMessages.failed }),
                  },
                },
              },
            },
          },
        },
        resend: {
          initial: 'countingDown',
          states: {
            countingDown: {
              after: {
                resendTick: [
                  { guard: 'isLastResendTick', target: 'available', actions: assign({ secondsUntilResend: 0 }) },
                  {
                    target: 'countingDown',
                    reenter: true,
                    actions: assign({ secondsUntilResend: ({ context }) => context.secondsUntilResend - 1 }),
                  },
                ],
              },
            },
            available: { on: { 'code.resend': 'sending' } },
            sending: {
              // The password alone again: the server mails a new code and answers as before.
              invoke: {
                src: 'signIn',
                input: ({ context }) => toSignInInput(context),
                onDone: [
                  {
                    // The failures have left the window meanwhile: the password alone signs in.
                    guard: { type: 'hasTokenAndUser', params: ({ event }) => ({ output: event.output }) },
                    target: '#login.success',
                    actions: { type: 'keepSession', params: ({ event }) => ({ output: event.output }) },
                  },
                  {
                    target: 'countingDown',
                    actions: { type: 'showError', params: { message: loginMessages.tokenOrUserMissing } },
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isCodeRequired', params: ({ event }) => ({ error: event.error }) },
                    target: 'countingDown',
                    actions: { type: 'showCodeNotice', params: ({ event }) => ({ error: event.error }) },
                  },
                  {
                    target: 'countingDown',
                    actions: [
                      {
                        type: 'showError',
                        params: ({ event }) => ({ message: serverMessage(event.error) ?? loginMessages.failed }),
                      },
                      assign({ secondsUntilResend: RESEND_COUNTDOWN_SECONDS }),
                    ],
                  },
                ],
              },
            },
          },
        },
      },
    },
    success: { type: 'final' },
  },
  output: ({ context }) => {
    if (!context.session) throw new Error('login reached success without a session');
    return context.session;
  },
});
