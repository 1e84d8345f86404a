import { paragraphsHtml } from '../billing/money';
import type { Db } from '../db/db';
import type { Job } from '../jobs/job-runner';
import type { Mailer, MailMessage } from '../mail/mailer';

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
 * Sends the mail the event triggers queued (0024): approvals and rejections to the provider,
 * changes and cancellations to the registrants. Rows are claimed with SKIP LOCKED and marked
 * sent in the same transaction, so several processes never send one twice.
 */
export function eventMailJob({ mailer }: { mailer: Mailer }): Job {
  return {
    name: 'event-mail',
    intervalMs: 60 * 1000,
    async run({ db, now, logger }) {
      await sendQueuedEventMail(db, mailer, now, logger.error);
    },
  };
}

export async function sendQueuedEventMail(
  db: Db,
  mailer: Mailer,
  now: Date,
  logError: (message: string, error: unknown) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<OutboxRow>(
      'select id, kind, facts from event_mail_outbox where sent_at is null order by id limit 100 for update skip locked',
    );
    for (const row of rows) {
      for (const recipient of row.facts.recipients) {
        await mailer
          .send(messageFor(row, recipient))
          .catch((error) => logError('Sending an event e-mail failed:', error));
      }
      await tx.query('update event_mail_outbox set sent_at = $2 where id = $1', [row.id, now]);
    }
  });
}
