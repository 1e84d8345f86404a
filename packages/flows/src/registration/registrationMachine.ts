import type { ToastTone } from '@injury-assist/domain';
import { assertEvent, assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { serverMessage } from '../login/serverMessage';
import { createEmailCodeMachine, type EmailCodeOutput, emailCodeMessages } from './emailCodeMachine';
import {
  clearFieldError,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationForm,
  toRegistrationRequest,
  validateRegistration,
} from './validateRegistration';

/** Messages of the registration and verification steps, verbatim from spec §5 and §8. */
export const registrationFlowMessages = {
  /** The spec shows a success toast on status 200 without its words; the server's message wins. */
  codeSent: 'Verification code sent to your email.',
  unexpected: 'An unexpected error occurred. Please try again.',
  ...emailCodeMessages,
  // spec: "the spelling is as shown by the product".
  verified: 'User rigister successfully!!',
} as const;

export type RegistrationToast = { type: 'toast'; tone: ToastTone; message: string };
export type RegistrationEmitted = RegistrationToast | { type: 'redirect.login' };

export type RegisterCustomerInput = ReturnType<typeof toRegistrationRequest>;
/** The verify_email answer; its message (if any) is the success toast. */
export type RegisterCustomerOutput = { message?: string | null } | undefined;

/** `today` ('YYYY-MM-DD', the visitor's calendar) bounds the date of birth. */
export type RegistrationInput = { today: string };

export type RegistrationContext = {
  form: RegistrationForm;
  errors: RegistrationErrors;
  today: string;
};

export type RegistrationEvent =
  | { type: 'field.change'; field: RegistrationField; value: string }
  | { type: 'form.submit' }
  | { type: 'otp.change'; value: string }
  | { type: 'otp.submit' }
  | { type: 'otp.resend' };

export const emptyRegistrationForm: RegistrationForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  gender: '',
  dob: '',
};

/** The code step as the customer's registration runs it; the app provides its `verifyCode` and `resendCode`. */
export const customerEmailCodeMachine = createEmailCodeMachine<unknown>();

/**
 * Customer registration with e-mail verification (spec customer-and-access §2, §4, §8, §9):
 * form → submitting → registered (toast, 2.1 s) → verifying → verifying.verified (toast, 2.1 s)
 * → done, which emits 'redirect.login' for the app to send the visitor to /user-log-in.
 * While verifying, the child `emailCode` (an `emailCodeMachine`, shared with the provider wizard)
 * holds the code and the resend countdown; 'otp.*' events sent here are forwarded to it, and the
 * app listens to its toasts too. It stays in the snapshot once verified, so the screen keeps the
 * code. Provide its I/O as a whole machine:
 * `registrationMachine.provide({ actors: { emailCode: customerEmailCodeMachine.provide(...) } })`.
 */
export const registrationMachine = setup({
  types: {
    input: {} as RegistrationInput,
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    emitted: {} as RegistrationEmitted,
    children: {} as { emailCode: 'emailCode' },
  },
  actors: {
    registerCustomer: fromPromise<RegisterCustomerOutput, RegisterCustomerInput>(async () => {
      throw new Error('registerCustomer is provided by the app');
    }),
    emailCode: customerEmailCodeMachine,
  },
  delays: {
    toVerification: 2100,
    toLogin: 2100,
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateRegistration(context.form, context.today)).length === 0,
    isVerified: (_, params: { output: EmailCodeOutput<unknown> }) => params.output.outcome === 'verified',
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return {
        form: { ...context.form, [event.field]: event.value } as RegistrationForm,
        errors: clearFieldError(context.errors, event.field),
      };
    }),
    showFormErrors: assign({ errors: ({ context }) => validateRegistration(context.form, context.today) }),
    forwardToCode: sendTo('emailCode', ({ event }) => {
      assertEvent(event, ['otp.change', 'otp.submit', 'otp.resend']);
      return event;
    }),
    toast: emit((_, params: { tone: ToastTone; message: string }) => ({ type: 'toast' as const, ...params })),
    redirectToLogin: emit({ type: 'redirect.login' as const }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    form: emptyRegistrationForm,
    errors: {},
    today: input.today,
  }),
  initial: 'form',
  states: {
    form: {
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'showFormErrors' }],
      },
    },
    submitting: {
      invoke: {
        src: 'registerCustomer',
        input: ({ context }) => toRegistrationRequest(context.form),
        onDone: {
          target: 'registered',
          actions: {
            type: 'toast',
            params: ({ event }) => ({
              tone: 'success' as const,
              message: serverMessage(event.output) ?? registrationFlowMessages.codeSent,
            }),
          },
        },
        onError: {
          // e.g. 409 'An account with this email already exists.' reads as the server wrote it.
          target: 'form',
          actions: {
            type: 'toast',
            params: ({ event }) => ({
              tone: 'critical' as const,
              message: serverMessage(event.error) ?? registrationFlowMessages.unexpected,
            }),
          },
        },
      },
    },
    registered: {
      after: { toVerification: 'verifying' },
    },
    verifying: {
      invoke: {
        id: 'emailCode',
        src: 'emailCode',
        input: ({ context }) => ({ email: context.form.email.trim() }),
        onDone: {
          guard: { type: 'isVerified', params: ({ event }) => ({ output: event.output }) },
          target: '.verified',
        },
      },
      on: {
        'otp.change': { actions: 'forwardToCode' },
        'otp.submit': { actions: 'forwardToCode' },
        'otp.resend': { actions: 'forwardToCode' },
      },
      initial: 'entering',
      states: {
        entering: {},
        verified: {
          entry: { type: 'toast', params: { tone: 'success', message: registrationFlowMessages.verified } },
          after: { toLogin: '#registration.done' },
        },
      },
    },
    done: {
      type: 'final',
      // The app turns this into navigation to /user-log-in; the machine knows nothing of routes.
      entry: 'redirectToLogin',
    },
  },
});
