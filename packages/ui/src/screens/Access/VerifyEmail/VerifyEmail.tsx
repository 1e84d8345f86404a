import type { FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { OTP_DIGITS, OtpInput } from '../../../components/OtpInput/OtpInput';
import { AuthLayout, StatusIcon } from '../private/AuthLayout/AuthLayout';
import * as styles from './VerifyEmail.css';

export type VerifyEmailProps = {
  /** Where the code was sent. */
  email: string;
  /** Digits typed so far. */
  code: string;
  otpError?: string | null;
  isVerifying?: boolean;
  /** Seconds until a new code may be requested; at 0 the resend button shows. */
  secondsLeft: number;
  isResending?: boolean;
  onCodeChange: (code: string) => void;
  onVerify: () => void;
  onResend: () => void;
};

/** Step 2 of customer registration: the 6-digit code sent by e-mail. */
export function VerifyEmail({
  email,
  code,
  otpError = null,
  isVerifying = false,
  secondsLeft,
  isResending = false,
  onCodeChange,
  onVerify,
  onResend,
}: VerifyEmailProps) {
  const isComplete = code.length === OTP_DIGITS;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isComplete && !isVerifying) onVerify();
  };
  return (
    <AuthLayout
      title="Verify Your Email"
      icon={<StatusIcon glyph="mail" />}
      subtitle={
        <>
          We sent a 6-digit code to <span className={styles.email}>{email}</span>. Enter it below to finish creating
          your account.
        </>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <OtpInput value={code} onChange={onCodeChange} errorMessage={otpError ?? undefined} />
        <Button type="submit" fullWidth loading={isVerifying} isDisabled={!isComplete || isVerifying}>
          Verify Email
        </Button>
        <div className={styles.resend}>
          <span>Didn't receive the code?</span>
          {secondsLeft > 0 ? (
            <span className={styles.countdown}>Resend code in {secondsLeft}s</span>
          ) : (
            <Button variant="ghost" size="small" onPress={onResend} loading={isResending} isDisabled={isResending}>
              Resend code
            </Button>
          )}
        </div>
      </form>
    </AuthLayout>
  );
}
