import type { Db } from '../db/db';
import type { Logger } from '../logger';
import type { MailAttachment, Mailer, MailMessage } from './mailer';

/** A message as /dev/mailbox lists it (with its attachments, an empty list when none). */
export interface StoredMail extends MailMessage {
  attachments: MailAttachment[];
  createdAt: string;
}

/**
 * Keeps mail in the `dev_mailbox` table instead of sending it, so people running the product
 * locally, and tests, can read codes and links. Each message is announced on one log line.
 */
export function createDevMailbox(
  db: Db,
  { logger, publicUrl, now }: { logger: Logger; publicUrl: string; now: () => Date },
): Mailer {
  return {
    async send({ to, subject, text, html, attachments = [] }) {
      await db.query(
        `insert into dev_mailbox (to_address, subject, text_body, html_body, attachments, created_at)
         values ($1, $2, $3, $4, $5::jsonb, $6)`,
        [to, subject, text, html, JSON.stringify(attachments), now()],
      );
      logger.info(`Mail to ${to}: "${subject}" — read it at ${publicUrl}/dev/mailbox.html`);
    },
  };
}

/** Newest first; `to` filters by recipient regardless of case. */
export async function listDevMail(db: Db, to?: string): Promise<StoredMail[]> {
  const rows = await db.query<{
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments: MailAttachment[];
    created_at: Date;
  }>(
    `select to_address as to, subject, text_body as text, html_body as html, attachments, created_at
       from dev_mailbox
      where $1::text is null or lower(to_address) = lower($1)
      order by id desc
      limit 200`,
    [to ?? null],
  );
  return rows.map(({ created_at, ...mail }) => ({ ...mail, createdAt: new Date(created_at).toISOString() }));
}
