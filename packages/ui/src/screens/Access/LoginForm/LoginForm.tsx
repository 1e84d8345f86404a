import type { LoginField, LoginRole, LoginVariant } from '@injury-assist/domain';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { OtpInput } from '../../../components/OtpInput/OtpInput';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { useFocusFirstInvalid } from '../../../components/private/useFocusFirstInvalid';
import { TextField } from '../../../components/TextField/TextField';
import {
  type AccessLink,
  AuthAlert,
  AuthLayout,
  ContactLink,
  LinkText,
  type RenderLink,
} from '../private/AuthLayout/AuthLayout';
import * as styles from './LoginForm.css';

export type LoginFormProps = {
  variant: LoginVariant;
  email: string;
  password: string;
  showPassword: boolean;
  rememberMe: boolean;
  /** Which account type the combined form signs in to; the other variants fix it. */
  role?: LoginRole;
  fieldErrors?: Partial<Record<LoginField, string>>;
  /** A form-level message, e.g. 'Invalid email or password'. */
  error?: string | null;
  isSubmitting?: boolean;
  /** Combined form only: demo account shown as a hint for the selected role. */
  demoCredentials?: Partial<Record<LoginRole, { email: string; password: string }>>;
  /** Shown as 'Need help? Contact {supportEmail}' on the combined and customer forms. */
  supportEmail?: string;
  renderLink: RenderLink;
  onFieldChange: (field: LoginField, value: string) => void;
  onTogglePassword: () => void;
  onToggleRememberMe: () => void;
  onRoleChange: (role: LoginRole) => void;
  onSubmit: () => void;
  /**
   * 'code': the sign-in step-up. After repeated failed sign-ins at the address the server mailed a
   * code; the password is sent again with it. The address stays as it was typed.
   */
  step?: 'password' | 'code';
  /** The server's sentence saying where the code went ('We sent a 6-digit code to …'). */
  codeNotice?: string | null;
  code?: string;
  codeError?: string | null;
  /** Seconds until a new code may be asked for; at 0 the 'Send a new code' button shows. */
  secondsUntilResend?: number;
  isResendingCode?: boolean;
  onCodeChange?: (code: string) => void;
  onResendCode?: () => void;
  /** Back to the password form, e.g. to sign in with another address. */
  onCancelCode?: () => void;
};

const copy: Record<LoginVariant, { title: string; subtitle: string }> = {
  combined: { title: 'Sign in', subtitle: 'Welcome back. Choose your account type to continue.' },
  customer: { title: 'Customer Login', subtitle: 'Find providers and manage your appointments.' },
  provider: { title: 'Provider Login', subtitle: 'Manage your practice, leads and subscription.' },
  admin: { title: 'Admin Login', subtitle: 'For platform administrators only.' },
};

/** The sign-in form in its four flavours: combined (role toggle), customer, provider and admin. */
export function LoginForm({
  variant,
  email,
  password,
  showPassword,
  rememberMe,
  role = 'customer',
  fieldErrors = {},
  error = null,
  isSubmitting = false,
  demoCredentials = {},
  supportEmail,
  renderLink,
  onFieldChange,
  onTogglePassword,
  onToggleRememberMe,
  onRoleChange,
  onSubmit,
  step = 'password',
  codeNotice = null,
  code = '',
  codeError = null,
  secondsUntilResend = 0,
  isResendingCode = false,
  onCodeChange = () => {},
  onResendCode = () => {},
  onCancelCode = () => {},
}: LoginFormProps) {
  const isCodeStep = step === 'code';
  const hasRememberMe = variant === 'combined' || variant === 'customer';
  const demo = variant === 'combined' ? demoCredentials[role] : undefined;
  const { container: form, submitted } = useFocusFirstInvalid<HTMLFormElement>(isSubmitting);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    submitted();
    onSubmit();
  };
  const support =
    supportEmail && (variant === 'combined' || variant === 'customer') ? (
      <p>
        Need help? Contact <ContactLink kind="email" value={supportEmail} />
      </p>
    ) : null;
  const link = (to: AccessLink, text: string) => renderLink(to, <LinkText>{text}</LinkText>);

  let footer: ReactNode = support;
  if (variant === 'customer') {
    footer = (
      <>
        <p>Don't have an account? {link('signUp', 'Sign up')}</p>
        {support}
      </>
    );
  } else if (variant === 'provider') {
    footer = (
      <div className={styles.footerLinks}>
        {link('providerSignUp', 'Register as Provider')}
        {link('customerLogin', 'Customer Login')}
      </div>
    );
  } else if (variant === 'admin') {
    // Customers and providers who land here find their own sign-in pages.
    footer = (
      <div className={styles.footerLinks}>
        {link('customerLogin', 'Customer Login')}
        {link('providerLogin', 'Provider Login')}
      </div>
    );
  }

  return (
    <AuthLayout title={copy[variant].title} subtitle={copy[variant].subtitle} footer={footer}>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        {isCodeStep && codeNotice ? (
          <p role="status" className={styles.notice}>
            {codeNotice}
          </p>
        ) : null}
        {variant === 'combined' && !isCodeStep ? (
          // Native radios: one tab stop, arrow keys move the choice, announced as a group of two.
          <div role="radiogroup" aria-label="Account type" className={styles.segmented}>
            {(['customer', 'provider'] as const).map((option) => (
              <label key={option} className={styles.segment} data-selected={role === option || undefined}>
                <input
                  type="radio"
                  name="role"
                  value={option}
                  className={styles.segmentInput}
                  checked={role === option}
                  onChange={() => onRoleChange(option)}
                />
                {option === 'customer' ? 'Customer' : 'Provider'}
              </label>
            ))}
          </div>
        ) : null}
        {demo && !isCodeStep ? (
          <p className={styles.hint}>
            Demo: {demo.email} / {demo.password}
          </p>
        ) : null}
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(value) => onFieldChange('email', value)}
          errorMessage={fieldErrors.email}
          isRequired
          isDisabled={isCodeStep}
        />
        <PasswordField
          label="Password"
          name="password"
          placeholder="Enter your password"
          value={password}
          onChange={(value) => onFieldChange('password', value)}
          isVisible={showPassword}
          onVisibilityChange={() => onTogglePassword()}
          errorMessage={fieldErrors.password}
          isRequired
        />
        {isCodeStep ? (
          <OtpInput
            label="Sign-in code"
            description="The 6-digit code from the e-mail we just sent."
            value={code}
            onChange={onCodeChange}
            errorMessage={codeError ?? undefined}
          />
        ) : null}
        <div className={styles.optionsRow}>
          {hasRememberMe ? (
            <Checkbox name="remember" isSelected={rememberMe} onChange={() => onToggleRememberMe()}>
              Remember me
            </Checkbox>
          ) : null}
          <span className={hasRememberMe ? undefined : styles.forgotOnly}>
            {link('forgotPassword', 'Forgot password?')}
          </span>
        </div>
        {error ? <AuthAlert>{error}</AuthAlert> : null}
        <Button type="submit" fullWidth loading={isSubmitting} isDisabled={isSubmitting}>
          Sign in
        </Button>
        {isCodeStep ? (
          <div className={styles.codeActions}>
            {secondsUntilResend > 0 ? (
              <span className={styles.countdown}>New code in {secondsUntilResend}s</span>
            ) : (
              <Button
                variant="ghost"
                size="small"
                onPress={onResendCode}
                loading={isResendingCode}
                isDisabled={isResendingCode || isSubmitting}
              >
                Send a new code
              </Button>
            )}
            <Button variant="ghost" size="small" onPress={onCancelCode} isDisabled={isSubmitting}>
              Use a different email
            </Button>
          </div>
        ) : null}
      </form>
    </AuthLayout>
  );
}
