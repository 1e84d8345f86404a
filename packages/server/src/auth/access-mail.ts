import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mailer';
import { OTP_TTL_MS } from './email-otp';
import { RECOVERY_TOKEN_TTL_MS } from './recovery-tokens';

// The mails of sign-up and password recovery. Each has a text and an HTML body; the HTML is
// built from escaped values only.

const minutes = (ms: number) => `${ms / 60_000} minutes`;

function html(paragraphs: string[]): string {
  return `<!doctype html><html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5">${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join('')}</body></html>`;
}

export function verificationCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your Injury Assist verification code',
    text: [
      `Your verification code is ${code}.`,
      `Enter it on the Verify Your Email screen within ${minutes(OTP_TTL_MS)}.`,
      'If you did not ask to create an account, you can ignore this message.',
    ].join('\n\n'),
    html: html([
      `Your verification code is <strong style="font-size: 1.5em; letter-spacing: 0.2em">${escapeHtml(code)}</strong>.`,
      `Enter it on the Verify Your Email screen within ${minutes(OTP_TTL_MS)}.`,
      'If you did not ask to create an account, you can ignore this message.',
    ]),
  };
}

/** The step-up code: asked for by a sign-in at an address that has had too many failed sign-ins. */
export function signInCodeMail(to: string, code: string): MailMessage {
  const lines = [
    `Your sign-in code is ${code}.`,
    `Enter it with your password on the sign-in screen within ${minutes(OTP_TTL_MS)}.`,
    'We ask for it because someone has recently tried several wrong passwords for this address.',
    'If you are not signing in right now, someone may be guessing your password: you can ignore this message, they cannot sign in without this code. Consider choosing a new password with "Forgot password" on the sign-in screen.',
  ];
  return {
    to,
    subject: 'Your Injury Assist sign-in code',
    text: lines.join('\n\n'),
    html: html([
      `Your sign-in code is <strong style="font-size: 1.5em; letter-spacing: 0.2em">${escapeHtml(code)}</strong>.`,
      ...lines.slice(1).map(escapeHtml),
    ]),
  };
}

/** What someone tried to register with an address that has an account. */
const attempted = {
  account: 'create a new Injury Assist account',
  business: 'register a business on Injury Assist',
} as const;

/**
 * To the owner of an address someone tried to register again (a customer account, or a business
 * through the provider wizard): the answer to that person was the usual one.
 */
export function registrationAttemptMail(to: string, what: keyof typeof attempted = 'account'): MailMessage {
  const lines = [
    `Someone asked to ${attempted[what]} with this email address, which already has an account.`,
    'If it was you, sign in instead, or use "Forgot password" on the sign-in screen if you do not remember your password.',
    'If it was not you, you can ignore this message: nothing about your account has changed.',
  ];
  return {
    to,
    subject: 'Someone tried to register with your email address',
    text: lines.join('\n\n'),
    html: html(lines.map(escapeHtml)),
  };
}

export function setPasswordMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Set your Injury Assist password',
    text: [
      `Welcome, ${name}. Your email address is verified.`,
      `Choose a password to sign in (the link works once, for ${minutes(RECOVERY_TOKEN_TTL_MS)}):`,
      link,
      'If the link has expired, use "Forgot password" on the sign-in screen to get a new one.',
    ].join('\n\n'),
    html: html([
      `Welcome, ${escapeHtml(name)}. Your email address is verified.`,
      `Choose a password to sign in (the link works once, for ${minutes(RECOVERY_TOKEN_TTL_MS)}):`,
      `<a href="${escapeHtml(link)}">Set your password</a>`,
      'If the link has expired, use "Forgot password" on the sign-in screen to get a new one.',
    ]),
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Injury Assist password',
    text: [
      'Someone asked to reset the password of your Injury Assist account.',
      `Choose a new password here (the link works once, for ${minutes(RECOVERY_TOKEN_TTL_MS)}):`,
      link,
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n\n'),
    html: html([
      'Someone asked to reset the password of your Injury Assist account.',
      `Choose a new password here (the link works once, for ${minutes(RECOVERY_TOKEN_TTL_MS)}):`,
      `<a href="${escapeHtml(link)}">Reset your password</a>`,
      'If it was not you, ignore this message: your password stays as it is.',
    ]),
  };
}

export function signupConfirmationMail(to: string, link: string): MailMessage {
  const lines = [
    'Someone signed up for Injury Assist with this email address.',
    `Confirm it here (the link works once, for ${minutes(RECOVERY_TOKEN_TTL_MS)}):`,
  ];
  const ending = 'If it was not you, ignore this message: no account is used until the address is confirmed.';
  return {
    to,
    subject: 'Confirm your Injury Assist email address',
    text: [...lines, link, ending].join('\n\n'),
    html: html([...lines, `<a href="${escapeHtml(link)}">Confirm your email address</a>`, ending]),
  };
}
