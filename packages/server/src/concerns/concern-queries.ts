import type { components } from '@injury-assist/contract';
import type { ConcernPriority } from '@injury-assist/domain';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/db';

/**
 * The spec's concern status numbers (spec 4). The overview reads 0 In Progress, 1 Resolved,
 * 2 completed; the concerns page reads 0 in_progress, 1 resolved, 2 open, other values closed.
 */
export const CONCERN_STATUS = { inProgress: 0, resolved: 1, openOrCompleted: 2, closed: 3 } as const;

/** A concern ticket as API v1 returns it (spec 3, Concern ticket). */
type ConcernTicket = components['schemas']['ConcernTicket'];

type ConcernReply = components['schemas']['ConcernReply'];

/** As read: the bigint id and smallint status are numbers on both drivers (db.ts), the time a Date. */
interface ConcernRow extends Omit<ConcernTicket, 'created_at' | 'replies'> {
  created_at: Date;
}

export interface NewConcern {
  userId: string;
  title: string;
  description: string;
  priority: ConcernPriority;
  createdAt: Date;
}

const COLUMNS = 'id, user_id, title, description, priority, status, created_at';

const toTicket = (row: ConcernRow, replies: ConcernReply[] = []): ConcernTicket => ({
  ...row,
  created_at: row.created_at.toISOString(),
  replies,
});

/**
 * Stores a new concern as status 0. Decision: the spec gives no status for a new concern; 0 is
 * the one value both screens read as still being worked on (the overview counts it as Active,
 * the concerns page shows in_progress), whereas 2 would read as open on one screen and as
 * completed on the other.
 */
export async function insertConcern(db: Db, concern: NewConcern): Promise<ConcernTicket> {
  const [row] = await db.query<ConcernRow>(
    `insert into concerns (user_id, title, description, priority, status, created_at)
     values ($1, $2, $3, $4, $5, $6)
     returning ${COLUMNS}`,
    [
      concern.userId,
      concern.title,
      concern.description,
      concern.priority,
      CONCERN_STATUS.inProgress,
      concern.createdAt,
    ],
  );
  if (!row) throw new Error('Inserting the concern returned no row.');
  return toTicket(row);
}

/**
 * How many concerns a customer raises (decision, issue 21): 5 an hour and 20 in 24 hours, counted
 * from the stored concerns. One customer created 1,692 in 8 seconds, each a row every admin reads.
 */
export const CONCERNS_PER_HOUR = 5;
export const CONCERNS_PER_DAY = 20;

export const TOO_MANY_CONCERNS_HOUR = `You have raised ${CONCERNS_PER_HOUR} concerns in the last hour. Please wait a while before raising another; we are looking at the ones you sent.`;
export const TOO_MANY_CONCERNS_DAY = `You have raised ${CONCERNS_PER_DAY} concerns in the last 24 hours. Please wait until tomorrow before raising another; we are looking at the ones you sent.`;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Why the customer may not raise another concern now, or undefined. Called in the transaction that
 * inserts it: a per-customer lock makes the count and the insert one step, so concerns sent at
 * once from several tabs or processes cannot all slip under the limit.
 */
export async function concernQuotaRefusal(tx: Db, userId: string, now: Date): Promise<string | undefined> {
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [ADVISORY_LOCKS.concernQuota, userId]);
  const [counts] = await tx.query<{ hour: number; day: number }>(
    `select count(*) filter (where created_at > $2)::int as hour, count(*)::int as day
       from concerns where user_id = $1 and created_at > $3`,
    [userId, new Date(now.getTime() - HOUR_MS), new Date(now.getTime() - 24 * HOUR_MS)],
  );
  if ((counts?.day ?? 0) >= CONCERNS_PER_DAY) return TOO_MANY_CONCERNS_DAY;
  if ((counts?.hour ?? 0) >= CONCERNS_PER_HOUR) return TOO_MANY_CONCERNS_HOUR;
  return undefined;
}

/** A user's concerns, newest first, each with the administrators' replies, oldest first. */
export async function listConcerns(db: Db, userId: string): Promise<ConcernTicket[]> {
  const rows = await db.query<ConcernRow>(
    `select ${COLUMNS} from concerns where user_id = $1 order by created_at desc, id desc`,
    [userId],
  );
  const replies = await db.query<{ concern_id: number; id: number; body: string; created_at: Date }>(
    `select r.concern_id, r.id, r.body, r.created_at from concern_replies r join concerns k on k.id = r.concern_id
      where k.user_id = $1 order by r.created_at, r.id`,
    [userId],
  );
  return rows.map((row) =>
    toTicket(row, replies.filter((entry) => Number(entry.concern_id) === Number(row.id)).map(toReply)),
  );
}

const toReply = (row: { id: number; body: string; created_at: Date }): ConcernReply => ({
  id: Number(row.id),
  body: row.body,
  created_at: new Date(row.created_at).toISOString(),
});

/** One concern's replies, oldest first. */
export async function concernRepliesOf(db: Db, concernId: number): Promise<ConcernReply[]> {
  const rows = await db.query<{ id: number; body: string; created_at: Date }>(
    'select id, body, created_at from concern_replies where concern_id = $1 order by created_at, id',
    [concernId],
  );
  return rows.map(toReply);
}
