import type { FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import { OTP_DIGITS, OtpInput } from '../../../components/OtpInput/OtpInput';
import { WizardActions, WizardFrame } from '../private/WizardFrame/WizardFrame';
import * as styles from './EmailVerificationStep.css';

export type EmailVerificationStepProps = {
  /** Where the code was sent. */
  email: string;
  /** True when the address was verified earlier (Back from step 2): nothing to enter. */
  isVerified?: boolean;
  code: string;
  otpError?: string | null;
  isVerifying?: boolean;
  /** Seconds until a new code may be requested; at 0 the resend button shows. */
  secondsLeft: number;
  isResending?: boolean;
  onCodeChange: (code: string) => void;
  onVerify: () => void;
  onResend: () => void;
  onContinue: () => void;
  onBack: () => void;
};

/**
 * Step 1.5 of the provider registration wizard, Email verification: the 6-digit code sent to the
 * address, with the customer registration's resend countdown. Once verified, it says so.
 */
export function EmailVerificationStep({
  email,
  isVerified = false,
  code,
  otpError = null,
  isVerifying = false,
  secondsLeft,
  isResending = false,
  onCodeChange,
  onVerify,
  onResend,
  onContinue,
  onBack,
}: EmailVerificationStepProps) {
  const isComplete = code.length === OTP_DIGITS;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isVerified) onContinue();
    else if (isComplete && !isVerifying) onVerify();
  };
  if (isVerified) {
    return (
      <WizardFrame progress="Basic Info" title="Verify Your Email">
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.verified}>
            <span className={styles.verifiedMark} aria-hidden="true">
              <Icon name="check" size={16} />
            </span>
            <span>{email} is verified.</span>
          </p>
          <WizardActions onBack={onBack}>
            <Button type="submit">Next</Button>
          </WizardActions>
        </form>
      </WizardFrame>
    );
  }
  return (
    <WizardFrame
      progress="Basic Info"
      title="Verify Your Email"
      subtitle={
        <>
          We sent a 6-digit code to <span className={styles.email}>{email}</span>. Enter it below to continue with your
          business locations.
        </>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <OtpInput value={code} onChange={onCodeChange} errorMessage={otpError ?? undefined} />
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
        <WizardActions onBack={onBack} isBusy={isVerifying}>
          <Button type="submit" loading={isVerifying} isDisabled={!isComplete || isVerifying}>
            Verify Email
          </Button>
        </WizardActions>
      </form>
    </WizardFrame>
  );
}
