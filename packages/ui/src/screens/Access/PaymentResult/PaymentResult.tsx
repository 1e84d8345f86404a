import { Button } from '../../../components/Button/Button';
import { Spinner } from '../../../components/Spinner/Spinner';
import { AuthLayout, ButtonLinkText, ContactLink, type RenderLink, StatusIcon } from '../private/AuthLayout/AuthLayout';
import * as styles from './PaymentResult.css';

export type PaymentSuccessProps = {
  /** Seconds left before the app redirects to the dashboard. */
  secondsLeft: number;
  supportEmail: string;
  renderLink: RenderLink;
  onGoToDashboard: () => void;
};

/** /payment-success: the subscription is active; the app counts down to the dashboard. */
export function PaymentSuccess({ secondsLeft, supportEmail, renderLink, onGoToDashboard }: PaymentSuccessProps) {
  return (
    <AuthLayout
      title="Payment Successful!"
      icon={<StatusIcon glyph="check" tone="positive" />}
      subtitle="Thank you! Your subscription has been activated and all premium features are now unlocked."
      footer={
        <p>
          Questions about your subscription? Contact <ContactLink kind="email" value={supportEmail} />
        </p>
      }
    >
      <p className={styles.countdown}>
        Redirecting to your dashboard in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}…
      </p>
      <div className={styles.actions}>
        <Button fullWidth onPress={onGoToDashboard}>
          Go to Dashboard
        </Button>
        {renderLink('home', <ButtonLinkText>Back to Home</ButtonLinkText>)}
      </div>
    </AuthLayout>
  );
}

export type PaymentCancelProps = {
  supportEmail: string;
  supportPhone: string;
  renderLink: RenderLink;
};

/** /payment-cancel: nothing was charged; offers another try. */
export function PaymentCancel({ supportEmail, supportPhone, renderLink }: PaymentCancelProps) {
  return (
    <AuthLayout
      title="Payment Cancelled"
      icon={<StatusIcon glyph="cross" tone="caution" />}
      subtitle="Your payment was cancelled. No charges were made and your account is unchanged."
      footer={
        <p>
          Need help? Email <ContactLink kind="email" value={supportEmail} /> or call{' '}
          <ContactLink kind="phone" value={supportPhone} />
        </p>
      }
    >
      <div className={styles.actions}>
        {renderLink('retryPayment', <ButtonLinkText variant="primary">Try Payment Again</ButtonLinkText>)}
        {renderLink('home', <ButtonLinkText>Back to Home</ButtonLinkText>)}
      </div>
    </AuthLayout>
  );
}

export type PaymentConfirmingProps = { supportEmail: string };

/**
 * /payment-success while the payment provider has not confirmed the payment yet: access follows
 * its signed event, not the redirect, so the page says so instead of claiming success.
 */
export function PaymentConfirming({ supportEmail }: PaymentConfirmingProps) {
  return (
    <AuthLayout
      title="Confirming your payment…"
      icon={
        <span className={styles.confirming}>
          <Spinner size="large" label="Confirming your payment" />
        </span>
      }
      subtitle="We are waiting for the payment provider to confirm your payment. This usually takes a few seconds; keep this page open."
      footer={
        <p>
          Questions about your subscription? Contact <ContactLink kind="email" value={supportEmail} />
        </p>
      }
    />
  );
}

export type PaymentNotCompletedProps = {
  supportEmail: string;
  supportPhone: string;
  renderLink: RenderLink;
};

/** /payment-success for a checkout that was declined or cancelled after all: nothing was charged. */
export function PaymentNotCompleted({ supportEmail, supportPhone, renderLink }: PaymentNotCompletedProps) {
  return (
    <AuthLayout
      title="Payment not completed"
      icon={<StatusIcon glyph="cross" tone="caution" />}
      subtitle="The payment did not go through. No charges were made and your account is unchanged."
      footer={
        <p>
          Need help? Email <ContactLink kind="email" value={supportEmail} /> or call{' '}
          <ContactLink kind="phone" value={supportPhone} />
        </p>
      }
    >
      <div className={styles.actions}>
        {renderLink('retryPayment', <ButtonLinkText variant="primary">Try Payment Again</ButtonLinkText>)}
        {renderLink('home', <ButtonLinkText>Back to Home</ButtonLinkText>)}
      </div>
    </AuthLayout>
  );
}
