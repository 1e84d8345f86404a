import type { components } from '@injury-assist/contract';
import type { Db } from '../db/db';

export const CONCERN_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type ConcernPriority = (typeof CONCERN_PRIORITIES)[number];

/**
 * The spec's concern status numbers (spec 4). The overview reads 0 In Progress, 1 Resolved,
 * 2 completed; the concerns page reads 0 in_progress, 1 resolved, 2 open, other values closed.
 */
export const CONCERN_STATUS = { inProgress: 0, resolved: 1, openOrCompleted: 2, closed: 3 } as const;

/** A concern ticket as API v1 returns it (spec 3, Concern ticket). */
type ConcernTicket = components['schemas']['ConcernTicket'];

/** As read: the bigint id and smallint status are numbers on both drivers (db.ts), the time a Date. */
interface ConcernRow extends Omit<ConcernTicket, 'created_at'> {
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

const toTicket = (row: ConcernRow): ConcernTicket => ({ ...row, created_at: row.created_at.toISOString() });

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

/** A user's concerns, newest first. */
export async function listConcerns(db: Db, userId: string): Promise<ConcernTicket[]> {
  const rows = await db.query<ConcernRow>(
    `select ${COLUMNS} from concerns where user_id = $1 order by created_at desc, id desc`,
    [userId],
  );
  return rows.map(toTicket);
}
