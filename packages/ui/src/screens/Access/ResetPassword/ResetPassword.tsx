import type { FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { Spinner } from '../../../components/Spinner/Spinner';
import {
  AuthAlert,
  AuthLayout,
  ButtonLinkText,
  LinkText,
  type RenderLink,
  StatusIcon,
} from '../private/AuthLayout/AuthLayout';
import * as styles from './ResetPassword.css';

export const resetPasswordStatuses = ['checkingSession', 'linkExpired', 'form', 'success'] as const;
export type ResetPasswordStatus = (typeof resetPasswordStatuses)[number];

export type ResetPasswordField = 'newPassword' | 'confirmPassword';

export type ResetPasswordProps = {
  /** 'checkingSession' while the reset link's session is verified on load; 'linkExpired' when it has none. */
  status: ResetPasswordStatus;
  newPassword: string;
  confirmPassword: string;
  showNewPassword: boolean;
  showConfirmPassword: boolean;
  /** Client check ('Passwords do not match', …) or the server's message. */
  error?: string | null;
  isSubmitting?: boolean;
  renderLink: RenderLink;
  onFieldChange: (field: ResetPasswordField, value: string) => void;
  onToggleVisibility: (field: ResetPasswordField) => void;
  onSubmit: () => void;
};

/** Sets a new password after following the e-mailed reset link. */
export function ResetPassword({
  status,
  newPassword,
  confirmPassword,
  showNewPassword,
  showConfirmPassword,
  error = null,
  isSubmitting = false,
  renderLink,
  onFieldChange,
  onToggleVisibility,
  onSubmit,
}: ResetPasswordProps) {
  if (status === 'checkingSession') {
    return (
      <AuthLayout title="Reset Password">
        <div className={styles.waiting}>
          <Spinner size="large" label="Checking your reset link…" />
          {/* The spinner already announces this text. */}
          <p aria-hidden="true">Checking your reset link…</p>
        </div>
      </AuthLayout>
    );
  }
  if (status === 'linkExpired') {
    return (
      <AuthLayout
        title="Reset Link Expired"
        subtitle="This password reset link has expired or has already been used. Request a new link to choose your password."
        icon={<StatusIcon glyph="cross" tone="caution" />}
      >
        <div className={styles.actions}>
          {renderLink('forgotPassword', <ButtonLinkText variant="primary">Request a New Link</ButtonLinkText>)}
          {renderLink('adminLogin', <ButtonLinkText>Back to login</ButtonLinkText>)}
        </div>
      </AuthLayout>
    );
  }
  if (status === 'success') {
    return (
      <AuthLayout
        title="Password Reset Successful"
        subtitle="Redirecting to login…"
        icon={<StatusIcon glyph="check" tone="positive" />}
      >
        {renderLink('adminLogin', <ButtonLinkText>Back to login</ButtonLinkText>)}
      </AuthLayout>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit();
  };
  return (
    <AuthLayout
      title="Reset Password"
      subtitle="Choose a new password for your account."
      footer={renderLink('adminLogin', <LinkText>Back to login</LinkText>)}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <PasswordField
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          description="At least 8 characters."
          value={newPassword}
          onChange={(value) => onFieldChange('newPassword', value)}
          isVisible={showNewPassword}
          onVisibilityChange={() => onToggleVisibility('newPassword')}
          isRequired
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(value) => onFieldChange('confirmPassword', value)}
          isVisible={showConfirmPassword}
          onVisibilityChange={() => onToggleVisibility('confirmPassword')}
          isRequired
        />
        {error ? <AuthAlert>{error}</AuthAlert> : null}
        <Button type="submit" fullWidth loading={isSubmitting} isDisabled={isSubmitting}>
          Reset Password
        </Button>
      </form>
    </AuthLayout>
  );
}
