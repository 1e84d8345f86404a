import type { ToastTone } from '@injury-assist/domain';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { serverMessage } from '../login/serverMessage';
import {
  clearFieldError,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationForm,
  toRegistrationRequest,
  validateRegistration,
} from './validateRegistration';

/** spec customer-and-access §9. */
export const OTP_LENGTH = 6;
export const RESEND_COUNTDOWN_SECONDS = 60;

/** Messages of the registration and verification steps, verbatim from spec §5 and §8. */
export const registrationFlowMessages = {
  /** The spec shows a success toast on status 200 without its words; the server's message wins. */
  codeSent: 'Verification code sent to your email.',
  unexpected: 'An unexpected error occurred. Please try again.',
  otpIncomplete: 'Please enter a valid 6-digit code',
  otpInvalid: 'Invalid verification code. Please try again.',
  // spec: "the spelling is as shown by the product".
  verified: 'User rigister successfully!!',
  resent: 'Verification code resent successfully!',
  resendFailed: 'Failed to resend code. Please try again later.',
} as const;

export type RegistrationToast = { type: 'toast'; tone: ToastTone; message: string };
export type RegistrationEmitted = RegistrationToast | { type: 'redirect.login' };

export type RegisterCustomerInput = ReturnType<typeof toRegistrationRequest>;
/** The verify_email answer; its message (if any) is the success toast. */
export type RegisterCustomerOutput = { message?: string | null } | undefined;
export type VerifyOtpInput = { email: string; otp: string };
export type ResendOtpInput = { email: string };

/** `today` ('YYYY-MM-DD', the visitor's calendar) bounds the date of birth. */
export type RegistrationInput = { today: string };

export type RegistrationContext = {
  form: RegistrationForm;
  errors: RegistrationErrors;
  today: string;
  otp: string;
  /** The inline message under the code input (client-side check only; server answers are toasts). */
  otpError: string | null;
  /** Seconds until the resend control appears; 0 while it is shown or a resend is under way. */
  secondsLeft: number;
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

/** spec §5: digits only, at most six; anything else typed or pasted is dropped. */
export function sanitizeOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function isCompleteOtp(otp: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);
}

/**
 * Customer registration with e-mail verification (spec customer-and-access §2, §4, §8, §9):
 * form → submitting → registered (toast, 2.1 s) → verifying → verified (toast, 2.1 s) → done,
 * which emits 'redirect.login' for the app to send the visitor to /user-log-in.
 * While verifying, two regions run side by side: `code` (editing ⇄ submitting) and `resend`
 * (countingDown from 60 → available at 0 → waiting 1 s → sending → countingDown from 60).
 */
export const registrationMachine = setup({
  types: {
    input: {} as RegistrationInput,
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    emitted: {} as RegistrationEmitted,
  },
  actors: {
    registerCustomer: fromPromise<RegisterCustomerOutput, RegisterCustomerInput>(async () => {
      throw new Error('registerCustomer is provided by the app');
    }),
    verifyOtp: fromPromise<unknown, VerifyOtpInput>(async () => {
      throw new Error('verifyOtp is provided by the app');
    }),
    resendOtp: fromPromise<unknown, ResendOtpInput>(async () => {
      throw new Error('resendOtp is provided by the app');
    }),
  },
  delays: {
    toVerification: 2100,
    toLogin: 2100,
    resendTick: 1000,
    // spec §9: "resend has an artificial 1-second delay".
    resendDelay: 1000,
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateRegistration(context.form, context.today)).length === 0,
    isOtpComplete: ({ context }) => isCompleteOtp(context.otp),
    isLastTick: ({ context }) => context.secondsLeft <= 1,
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
    changeOtp: assign(({ event }) => {
      assertEvent(event, 'otp.change');
      return { otp: sanitizeOtp(event.value), otpError: null };
    }),
    showOtpIncomplete: assign({ otpError: registrationFlowMessages.otpIncomplete }),
    restartCountdown: assign({ secondsLeft: RESEND_COUNTDOWN_SECONDS }),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    toast: emit((_, params: { tone: ToastTone; message: string }) => ({ type: 'toast' as const, ...params })),
    redirectToLogin: emit({ type: 'redirect.login' as const }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    form: emptyRegistrationForm,
    errors: {},
    today: input.today,
    otp: '',
    otpError: null,
    secondsLeft: RESEND_COUNTDOWN_SECONDS,
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
      type: 'parallel',
      entry: 'restartCountdown',
      states: {
        code: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'otp.change': { actions: 'changeOtp' },
                'otp.submit': [{ guard: 'isOtpComplete', target: 'submitting' }, { actions: 'showOtpIncomplete' }],
              },
            },
            submitting: {
              invoke: {
                src: 'verifyOtp',
                input: ({ context }) => ({ email: context.form.email.trim(), otp: context.otp }),
                onDone: { target: '#registration.verified' },
                onError: {
                  // The server's sentence covers the expired and too-many-tries cases too.
                  target: 'editing',
                  actions: {
                    type: 'toast',
                    params: ({ event }) => ({
                      tone: 'critical' as const,
                      message: serverMessage(event.error) ?? registrationFlowMessages.otpInvalid,
                    }),
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
                  { guard: 'isLastTick', target: 'available', actions: assign({ secondsLeft: 0 }) },
                  { target: 'countingDown', reenter: true, actions: 'tick' },
                ],
              },
            },
            available: {
              on: { 'otp.resend': 'waiting' },
            },
            waiting: {
              after: { resendDelay: 'sending' },
            },
            sending: {
              invoke: {
                src: 'resendOtp',
                input: ({ context }) => ({ email: context.form.email.trim() }),
                // Restarting after a success too is our choice: the spec names only the failure,
                // and the server accepts one resend a minute per address anyway.
                onDone: {
                  target: 'countingDown',
                  actions: [
                    { type: 'toast', params: { tone: 'success', message: registrationFlowMessages.resent } },
                    'restartCountdown',
                  ],
                },
                onError: {
                  // spec: "After a failed resend the countdown restarts at 60."
                  target: 'countingDown',
                  actions: [
                    { type: 'toast', params: { tone: 'critical', message: registrationFlowMessages.resendFailed } },
                    'restartCountdown',
                  ],
                },
              },
            },
          },
        },
      },
    },
    verified: {
      entry: { type: 'toast', params: { tone: 'success', message: registrationFlowMessages.verified } },
      after: { toLogin: 'done' },
    },
    done: {
      type: 'final',
      // The app turns this into navigation to /user-log-in; the machine knows nothing of routes.
      entry: 'redirectToLogin',
    },
  },
});
