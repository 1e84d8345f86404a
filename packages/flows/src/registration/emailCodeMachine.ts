import type { ToastTone } from '@injury-assist/domain';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { serverMessage } from '../login/serverMessage';

/** spec customer-and-access §9. */
export const OTP_LENGTH = 6;
export const RESEND_COUNTDOWN_SECONDS = 60;

/** The code step's messages, verbatim from spec customer-and-access §5 and §8. */
export const emailCodeMessages = {
  otpIncomplete: 'Please enter a valid 6-digit code',
  otpInvalid: 'Invalid verification code. Please try again.',
  resent: 'Verification code resent successfully!',
  resendFailed: 'Failed to resend code. Please try again later.',
} as const;

/** spec §5: digits only, at most six; anything else typed or pasted is dropped. */
export function sanitizeOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function isCompleteOtp(otp: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);
}

export type VerifyCodeInput = { email: string; otp: string };
export type ResendCodeInput = { email: string };

/** The address the code was sent to, as the server knows it (trimmed). */
export type EmailCodeInput = { email: string };

export type EmailCodeContext<Answer> = {
  email: string;
  otp: string;
  /** The inline message under the code input (client-side check only; server answers are toasts). */
  otpError: string | null;
  /** Seconds until the resend control appears; 0 while it is shown or a resend is under way. */
  secondsLeft: number;
  /** The server's answer to the right code, once it came. */
  verified: { answer: Answer } | null;
};

export type EmailCodeEvent =
  | { type: 'otp.change'; value: string }
  | { type: 'otp.submit' }
  | { type: 'otp.resend' }
  /** Leaving the step; taken only while no code is being checked. */
  | { type: 'back' };

export type EmailCodeToast = { type: 'toast'; tone: ToastTone; message: string };

/** Verified, with what the server answered, or left with 'back'. */
export type EmailCodeOutput<Answer> = { outcome: 'verified'; answer: Answer } | { outcome: 'left' };

/**
 * The e-mailed code step both registrations share (spec customer-and-access §5, §8, §9; the provider
 * wizard's step 1.5 follows it). Two regions run side by side: `code` (editing ⇄ submitting) and
 * `resend` (countingDown from 60 → available at 0 → waiting 1 s → sending → countingDown from 60).
 * A right code ends the machine with the server's answer; the parent says so and moves on. Its own
 * toasts (a refused code, a resend) are emitted here: the app listens to the child as well.
 *
 * `Answer` is what the app's `verifyCode` resolves with (the provider's saved draft; nothing the
 * customer's registration reads), so each parent builds its own typed copy of this one machine.
 */
export function createEmailCodeMachine<Answer>() {
  return setup({
    types: {
      input: {} as EmailCodeInput,
      context: {} as EmailCodeContext<Answer>,
      events: {} as EmailCodeEvent,
      emitted: {} as EmailCodeToast,
      output: {} as EmailCodeOutput<Answer>,
    },
    actors: {
      verifyCode: fromPromise<Answer, VerifyCodeInput>(async () => {
        throw new Error('verifyCode is provided by the app');
      }),
      resendCode: fromPromise<unknown, ResendCodeInput>(async () => {
        throw new Error('resendCode is provided by the app');
      }),
    },
    delays: {
      resendTick: 1000,
      // spec §9: "resend has an artificial 1-second delay".
      resendDelay: 1000,
    },
    guards: {
      isOtpComplete: ({ context }) => isCompleteOtp(context.otp),
      isLastTick: ({ context }) => context.secondsLeft <= 1,
    },
    actions: {
      changeOtp: assign(({ event }) => {
        assertEvent(event, 'otp.change');
        return { otp: sanitizeOtp(event.value), otpError: null };
      }),
      showOtpIncomplete: assign({ otpError: emailCodeMessages.otpIncomplete }),
      restartCountdown: assign({ secondsLeft: RESEND_COUNTDOWN_SECONDS }),
      tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
      toast: emit((_, params: { tone: ToastTone; message: string }) => ({ type: 'toast' as const, ...params })),
    },
  }).createMachine({
    id: 'emailCode',
    context: ({ input }) => ({
      email: input.email,
      otp: '',
      otpError: null,
      secondsLeft: RESEND_COUNTDOWN_SECONDS,
      verified: null,
    }),
    initial: 'entering',
    states: {
      entering: {
        type: 'parallel',
        states: {
          code: {
            initial: 'editing',
            states: {
              editing: {
                on: {
                  'otp.change': { actions: 'changeOtp' },
                  'otp.submit': [{ guard: 'isOtpComplete', target: 'submitting' }, { actions: 'showOtpIncomplete' }],
                  back: '#emailCode.left',
                },
              },
              submitting: {
                invoke: {
                  src: 'verifyCode',
                  input: ({ context }) => ({ email: context.email, otp: context.otp }),
                  onDone: {
                    target: '#emailCode.verified',
                    actions: assign({ verified: ({ event }) => ({ answer: event.output }) }),
                  },
                  onError: {
                    // The server's sentence covers the expired and too-many-tries cases too.
                    target: 'editing',
                    actions: {
                      type: 'toast',
                      params: ({ event }) => ({
                        tone: 'critical' as const,
                        message: serverMessage(event.error) ?? emailCodeMessages.otpInvalid,
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
                  src: 'resendCode',
                  input: ({ context }) => ({ email: context.email }),
                  // Restarting after a success too is our choice: the spec names only the failure,
                  // and the server accepts one resend a minute per address anyway.
                  onDone: {
                    target: 'countingDown',
                    actions: [
                      { type: 'toast', params: { tone: 'success', message: emailCodeMessages.resent } },
                      'restartCountdown',
                    ],
                  },
                  onError: {
                    // spec: "After a failed resend the countdown restarts at 60."
                    target: 'countingDown',
                    actions: [
                      { type: 'toast', params: { tone: 'critical', message: emailCodeMessages.resendFailed } },
                      'restartCountdown',
                    ],
                  },
                },
              },
            },
          },
        },
      },
      // The code and countdown stay in the snapshot, as the screen still shows them.
      verified: { type: 'final' },
      left: { type: 'final' },
    },
    output: ({ context }): EmailCodeOutput<Answer> =>
      context.verified ? { outcome: 'verified', answer: context.verified.answer } : { outcome: 'left' },
  });
}
