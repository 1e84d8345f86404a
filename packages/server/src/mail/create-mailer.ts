import type { Db } from '../db/db';
import type { Logger } from '../logger';
import { createDevMailbox } from './dev-mailbox';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

export type MailerSetup = { kind: 'smtp'; mailer: Mailer } | { kind: 'dev-mailbox'; mailer: Mailer };

/** SMTP when SMTP_URL is set, otherwise the dev mailbox in the database. */
export function createMailer(
  db: Db,
  settings: { smtpUrl: string | undefined; mailFrom: string; publicUrl: string },
  logger: Logger,
  now: () => Date,
): MailerSetup {
  if (settings.smtpUrl) return { kind: 'smtp', mailer: createSmtpMailer(settings.smtpUrl, settings.mailFrom) };
  return { kind: 'dev-mailbox', mailer: createDevMailbox(db, { logger, publicUrl: settings.publicUrl, now }) };
}
