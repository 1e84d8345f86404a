import type { FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { TextField } from '../../../components/TextField/TextField';
import {
  AuthAlert,
  AuthLayout,
  ButtonLinkText,
  LinkText,
  type RenderLink,
  StatusIcon,
} from '../private/AuthLayout/AuthLayout';
import * as styles from './ForgotPassword.css';

export type ForgotPasswordProps = {
  email: string;
  /** Message under the field, e.g. 'Email is required'. */
  fieldError?: string | null;
  /** Message from the server, shown in an alert above the button. */
  error?: string | null;
  isSubmitting?: boolean;
  /** The link was sent to `email`: the form gives way to the confirmation. */
  isSent?: boolean;
  renderLink: RenderLink;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
};

/** Asks for the registered address and confirms once the reset link is on its way. */
export function ForgotPassword({
  email,
  fieldError = null,
  error = null,
  isSubmitting = false,
  isSent = false,
  renderLink,
  onEmailChange,
  onSubmit,
}: ForgotPasswordProps) {
  if (isSent) {
    return (
      <AuthLayout
        title="Check your email"
        icon={<StatusIcon glyph="mail" tone="positive" />}
        subtitle={
          <>
            A temporary password reset link was sent to <span className={styles.email}>{email}</span>.
          </>
        }
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
      title="Forgot Password"
      subtitle="Enter the email address you registered with and we will send you a link to reset your password."
      footer={renderLink('adminLogin', <LinkText>Back to login</LinkText>)}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Registered Email Address"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={onEmailChange}
          errorMessage={fieldError ?? undefined}
          isRequired
        />
        {error ? <AuthAlert>{error}</AuthAlert> : null}
        <Button type="submit" fullWidth loading={isSubmitting} isDisabled={isSubmitting}>
          Send Temporary Password
        </Button>
      </form>
    </AuthLayout>
  );
}
