import type { LoginField, LoginRole, LoginVariant, UserType } from '@injury-assist/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isValidEmail } from '../registration/validateRegistration';
import { serverMessage } from './serverMessage';

/**
 * Sign-in for every login screen (spec customer-and-access §2, §4, §6, §8):
 * - combined: the Customer/Provider toggle (default customer); the request sends only e-mail
 *   and password, the toggle decides only the role handed on after success;
 * - customer, provider, admin: the role is fixed and sent with the request.
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

export type SignInInput = { email: string; password: string; role?: UserType };
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
} as const;

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
  /** Set on success; the machine's output. */
  session: LoginOutput | null;
};

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'password.toggleVisibility' }
  | { type: 'rememberMe.toggle' }
  | { type: 'role.toggle' }
  | { type: 'role.select'; role: LoginRole }
  | { type: 'form.submit' };

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
export function toSignInInput(context: Pick<LoginContext, 'variant' | 'email' | 'password' | 'role'>): SignInInput {
  const credentials = { email: context.email.trim(), password: context.password };
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
  guards: {
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
            actions: assign({ session: ({ context, event }) => sessionFrom(event.output, context.role) }),
          },
          {
            target: 'idle',
            actions: { type: 'showError', params: { message: loginMessages.tokenOrUserMissing } },
          },
        ],
        onError: {
          target: 'idle',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ message: serverMessage(event.error) ?? loginMessages.failed }),
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
