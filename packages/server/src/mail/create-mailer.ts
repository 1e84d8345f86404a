import type { Db } from '../db/db';
import type { Logger } from '../logger';
import { createDevMailbox } from './dev-mailbox';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

export type MailerSetup =
  | { kind: 'smtp'; mailer: Mailer }
  | { kind: 'dev-mailbox'; mailer: Mailer }
  /** NODE_ENV=production without SMTP_URL: nothing is sent or kept. */
  | { kind: 'none'; mailer: Mailer };

/** SMTP when SMTP_URL is set; otherwise the dev mailbox in the database, except in production. */
export function createMailer(
  db: Db,
  settings: { smtpUrl: string | undefined; mailFrom: string; publicUrl: string; production: boolean },
  logger: Logger,
  now: () => Date,
): MailerSetup {
  if (settings.smtpUrl) return { kind: 'smtp', mailer: createSmtpMailer(settings.smtpUrl, settings.mailFrom) };
  if (settings.production) {
    return {
      kind: 'none',
      mailer: {
        async send({ to, subject }) {
          // The recipient and subject only: the body may hold a code or a reset link.
          logger.warn(`Mail to ${to} ("${subject}") was not sent: set SMTP_URL to send mail in production.`);
        },
      },
    };
  }
  return { kind: 'dev-mailbox', mailer: createDevMailbox(db, { logger, publicUrl: settings.publicUrl, now }) };
}
