// The sentences API v1 answers with for sign-in and registration, in one place so handlers,
// the contract's examples and the tests agree.

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ROLE_MISMATCH = 'This account cannot sign in here.';
export const TOO_MANY_SIGN_IN_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';
/** Step-up: the answer to a password alone at an address that has had too many failed sign-ins. */
export const signInCodeSent = (email: string) =>
  `We sent a 6-digit code to ${email}. Enter it with your password to sign in.`;
export const SIGN_IN_UNAVAILABLE = 'Signing in is unavailable right now. Please try again in a few minutes.';

export const CODE_SENT = 'Verification code sent to your email.';
export const CODE_RESENT = 'A new verification code has been sent to your email.';
export const EMAIL_TAKEN = 'An account with this email already exists.';
export const DOB_IN_FUTURE = 'Date of birth cannot be in the future.';
export const TOO_MANY_REQUESTS = 'Too many requests from your network. Please wait a few minutes and try again.';
export const WAIT_BEFORE_NEW_CODE = 'Please wait a minute before requesting a new code.';
export const INVALID_CODE = 'Invalid verification code. Please try again.';
export const CODE_EXPIRED = 'This verification code has expired. Please request a new code.';
export const TOO_MANY_WRONG_CODES = 'Too many incorrect codes. Please request a new code.';
export const EMAIL_VERIFIED = 'Your email is verified. We sent you a link to set your password.';

/** GoTrue's sentence for a password sign-in before the signed-up address is confirmed. */
export const EMAIL_NOT_CONFIRMED = 'Email not confirmed';
