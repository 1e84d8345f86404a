import type { Db } from '../db/db';
import { deliverQueuedMail, enqueueMail } from '../mail/mail-outbox';
import type { Mailer, MailMessage } from '../mail/mailer';
import { paragraphsHtml } from '../mail/paragraphs-html';

interface OutboxRow {
  id: number;
  kind: 'status' | 'changed' | 'deleted';
  facts: {
    title: string;
    date: string;
    time: string | null;
    location: string;
    status: string;
    recipients: { name: string; email: string }[];
  };
}

const when = (facts: OutboxRow['facts']) => `${facts.date}${facts.time ? ` at ${facts.time.slice(0, 5)}` : ''}`;

function messageFor(row: OutboxRow, to: { name: string; email: string }): MailMessage {
  const { facts } = row;
  let subject: string;
  let paragraphs: string[];
  switch (row.kind) {
    case 'status':
      subject =
        facts.status === 'approved'
          ? `Your event "${facts.title}" is approved`
          : `Your event "${facts.title}" was not approved`;
      paragraphs =
        facts.status === 'approved'
          ? [`"${facts.title}" (${when(facts)}) is approved and customers can now find it and register.`]
          : [
              `An administrator did not approve "${facts.title}" (${when(facts)}).`,
              'You can edit it on the Events page of your dashboard; an edited event goes back for approval.',
            ];
      break;
    case 'changed':
      subject = `"${facts.title}" has changed`;
      paragraphs = [`"${facts.title}", which you registered for, is now on ${when(facts)} at ${facts.location}.`];
      break;
    case 'deleted':
      subject = `"${facts.title}" is cancelled`;
      paragraphs = [`"${facts.title}" (${when(facts)}), which you registered for, has been cancelled.`];
      break;
  }
  const text = [`Hello ${to.name},`, ...paragraphs].join('\n\n');
  return { to: to.email, subject, text, html: paragraphsHtml(text) };
}

/**
 * Turns what the event triggers queued (0024: approvals and rejections for the provider, changes
 * and cancellations for the registrants) into messages of the mail outbox, in one transaction
 * that does nothing but write: the sending happens after commit (mail/mail-outbox.ts). Rows are
 * taken with SKIP LOCKED, so several processes never queue one twice. `sent_at` of a 0024 row
 * now says when its messages went to the outbox.
 */
export async function queueEventMail(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<OutboxRow>(
      'select id, kind, facts from event_mail_outbox where sent_at is null order by id limit 100 for update skip locked',
    );
    if (rows.length === 0) return;
    await enqueueMail(tx, ...rows.flatMap((row) => row.facts.recipients.map((to) => messageFor(row, to))));
    await tx.query('update event_mail_outbox set sent_at = $2 where id = any($1::bigint[])', [
      rows.map((row) => row.id),
      now,
    ]);
  });
}

/** Queues the event mail and delivers the outbox now (what the server does when mail is queued). */
export async function sendQueuedEventMail(
  db: Db,
  mailer: Mailer,
  now: Date,
  logError: (message: string, error: unknown) => void,
): Promise<void> {
  await queueEventMail(db, now);
  await deliverQueuedMail(db, mailer, now, logError);
}
