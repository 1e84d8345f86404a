import { serverMessage } from '../login/serverMessage';

/** Forgot-password messages, verbatim from spec customer-and-access §5 and §8. */
export const forgotPasswordMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailNotConfirmed: 'Please verify your email address first before resetting your password.',
  emailNotRegistered:
    'This email is not registered in our system. Please check your email or sign up for a new account.',
  failed: 'Failed to send reset email. Please try again.',
} as const;

/**
 * spec §8: what the visitor reads when the reset request fails. The spec quotes the server's
 * phrases in two cases ('email not confirmed', 'Invalid email'); GoTrue writes 'Email not
 * confirmed', so the phrases are matched regardless of case.
 */
export function mapResetRequestError(error: unknown): string {
  const message = serverMessage(error);
  if (message === null) return forgotPasswordMessages.failed;
  const lower = message.toLowerCase();
  if (lower.includes('email not confirmed')) return forgotPasswordMessages.emailNotConfirmed;
  if (lower.includes('user not found') || lower.includes('invalid email')) {
    return forgotPasswordMessages.emailNotRegistered;
  }
  return message;
}
