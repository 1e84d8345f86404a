import type { createEmailCodeMachine, EmailCodeToast } from '@injury-assist/flows/registration';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';

type EmailCodeRef<Answer> = ActorRefFrom<ReturnType<typeof createEmailCodeMachine<Answer>>>;

/** What both registrations' code screens show of the code step. */
export type EmailCodeView = {
  code: string;
  otpError: string | null;
  secondsLeft: number;
  isVerifying: boolean;
  isResending: boolean;
};

/**
 * The code step's child as its screen shows it, with its toasts said by `onToast`; undefined
 * while there is no child (before the step, and once the registration has ended).
 */
export function useEmailCodeView<Answer>(
  child: EmailCodeRef<Answer> | undefined,
  onToast: (toast: EmailCodeToast) => void,
): EmailCodeView | undefined {
  useEffect(() => {
    const toasts = child?.on('toast', onToast);
    return () => toasts?.unsubscribe();
  }, [child, onToast]);

  return useSelector(child, (state) =>
    state
      ? {
          code: state.context.otp,
          otpError: state.context.otpError,
          secondsLeft: state.context.secondsLeft,
          // A verified code stays on screen, busy, while the parent moves on.
          isVerifying: state.matches({ entering: { code: 'submitting' } }) || state.matches('verified'),
          isResending:
            state.matches({ entering: { resend: 'waiting' } }) || state.matches({ entering: { resend: 'sending' } }),
        }
      : undefined,
  );
}
