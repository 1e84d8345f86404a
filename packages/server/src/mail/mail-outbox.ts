import type { Db } from '../db/db';
import type { Job } from '../jobs/job-runner';
import type { Logger } from '../logger';
import type { Mailer, MailMessage } from './mailer';

/** How long a delivery holds the rows it claimed (a process that dies frees them after this). */
const CLAIM_MS = 5 * 60_000;
/** A failed message is tried again after attempts × this, up to MAX_ATTEMPTS times. */
const RETRY_STEP_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 10;
const BATCH = 20;

/**
 * Queues mail inside a transaction: the message is a row of `private.mail_outbox`, committed or
 * rolled back with the transaction's other writes, and sent after commit (`deliverQueuedMail`).
 */
export async function enqueueMail(tx: Db, ...messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.query('insert into mail_outbox (message) select * from unnest($1::jsonb[])', [
    messages.map((message) => JSON.stringify(message)),
  ]);
}

interface ClaimedRow {
  id: number;
  message: MailMessage;
  attempts: number;
}

/**
 * Sends what the outbox holds, oldest first: claims a batch with one statement (SKIP LOCKED, so
 * processes never send one message twice and never wait on each other), sends each message
 * outside any transaction, and marks it sent, or notes the error and when to try again.
 * Resolves to how many were sent. A process that dies between sending and marking sends the
 * message again once the claim runs out: mail is delivered at least once.
 */
export async function deliverQueuedMail(
  db: Db,
  mailer: Mailer,
  now: Date,
  logError: (message: string, error: unknown) => void,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await db.query<ClaimedRow>(
      `update mail_outbox set claimed_until = $2, attempts = attempts + 1
        where id in (
          select id from mail_outbox
           where sent_at is null and attempts < $3 and (claimed_until is null or claimed_until <= $1)
           order by id limit $4
             for update skip locked)
        returning id, message, attempts`,
      [now, new Date(now.getTime() + CLAIM_MS), MAX_ATTEMPTS, BATCH],
    );
    if (claimed.length === 0) return sent;
    for (const row of claimed.sort((a, b) => a.id - b.id)) {
      try {
        await mailer.send(row.message);
      } catch (error) {
        logError(`Sending e-mail ${row.id} (attempt ${row.attempts}) failed:`, error);
        await db.query('update mail_outbox set last_error = $2, claimed_until = $3 where id = $1', [
          row.id,
          error instanceof Error ? error.message : String(error),
          new Date(now.getTime() + row.attempts * RETRY_STEP_MS),
        ]);
        continue;
      }
      await db.query('update mail_outbox set sent_at = $2, claimed_until = null, last_error = null where id = $1', [
        row.id,
        now,
      ]);
      sent++;
    }
  }
}

/** Work that turns other queues into outbox rows (the event triggers' facts), run before each delivery. */
export type MailGatherer = (db: Db, now: Date) => Promise<void>;

export interface MailOutbox {
  /** Delivers now, after whatever delivery is under way (a caller arriving meanwhile shares the next one). */
  deliver(now?: Date): Promise<void>;
  /** Starts a delivery without waiting for it (a NOTIFY listener, after a commit). */
  kick(): void;
  /** Resolves when no delivery is under way or asked for (shutdown, tests). */
  idle(): Promise<void>;
  /** Delivers whenever mail is queued, by this process or another; resolves to a function that stops it. */
  listen(): Promise<() => Promise<void>>;
}

export function createMailOutbox({
  db,
  mailer,
  now,
  logger,
  gatherers = [],
}: {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
  gatherers?: MailGatherer[];
}): MailOutbox {
  let running: Promise<void> | undefined;
  let again = false;

  async function deliverOnce(at: Date): Promise<void> {
    for (const gather of gatherers) await gather(db, at);
    await deliverQueuedMail(db, mailer, at, logger.error);
  }

  async function loop(at: Date | undefined): Promise<void> {
    do {
      again = false;
      await deliverOnce(at ?? now()).catch((error: unknown) => logger.error('Delivering queued mail failed:', error));
      at = undefined;
    } while (again);
  }

  const outbox: MailOutbox = {
    deliver(at) {
      if (running) {
        again = true;
        return running;
      }
      running = loop(at).finally(() => {
        running = undefined;
      });
      return running;
    },
    kick() {
      void outbox.deliver();
    },
    async idle() {
      while (running) await running;
    },
    listen: () => db.listen('mail_outbox', () => outbox.kick()),
  };
  return outbox;
}

/** Retries what failed and sends what another process queued while this one did not listen. */
export function mailOutboxJob(outbox: MailOutbox): Job {
  return {
    name: 'mail-outbox',
    intervalMs: 60_000,
    run: ({ now }) => outbox.deliver(now),
  };
}
