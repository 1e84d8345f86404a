import { SECURITY_ACTIVITY_PAGE, type SecurityEventKind } from '@injury-assist/domain';
import type { Context } from 'hono';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import { clientIp } from './client-ip';
import { requireUser } from './request-user';
import { describeClient } from './user-agent';

/** Where a request came from, as the security events show it. */
export interface SecurityClient {
  ip: string | null;
  userAgent: string | undefined;
}

/** The client of a request: its address (clientIp's rule) and its User-Agent. */
export function requestClient(c: Context, trustProxy: boolean): { ip: string; userAgent: string | undefined } {
  return { ip: clientIp(c, trustProxy), userAgent: c.req.header('user-agent') };
}

const MAX_USER_AGENT = 500;

/**
 * Appends one event to the person's security activity. Pass the transaction of the change it
 * records (a password change), so both commit or neither does.
 */
export async function recordSecurityEvent(
  db: Db,
  event: { userId: string; kind: SecurityEventKind; client: SecurityClient; at: Date },
): Promise<void> {
  const userAgent = event.client.userAgent?.slice(0, MAX_USER_AGENT) || null;
  await db.query(
    `insert into public.security_events (user_id, at, kind, client, user_agent, client_ip)
     values ($1, $2, $3, $4, $5, $6)`,
    [event.userId, event.at, event.kind, describeClient(userAgent), userAgent, event.client.ip?.slice(0, 100) ?? null],
  );
}

export interface SecurityEventRow {
  id: number;
  at: string;
  kind: SecurityEventKind;
  client: string | null;
  client_ip: string | null;
}

/** The person's events, newest first, `limit` from `offset`, with how many there are in all. */
export async function listSecurityEvents(
  db: Db,
  userId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ events: SecurityEventRow[]; total: number }> {
  const rows = await db.query<{
    id: number;
    at: Date;
    kind: SecurityEventKind;
    client: string | null;
    client_ip: string | null;
  }>(
    `select id, at, kind, client, client_ip from public.security_events
      where user_id = $1 order by at desc, id desc offset $2 limit $3`,
    [userId, offset, limit],
  );
  const [count] = await db.query<{ n: number }>('select count(*) as n from public.security_events where user_id = $1', [
    userId,
  ]);
  return {
    events: rows.map((row) => ({ ...row, id: Number(row.id), at: new Date(row.at).toISOString() })),
    total: Number(count?.n ?? 0),
  };
}

/** GET /security-events: the signed-in person's own activity, whoever they are. */
export function securityEventHandlers({ db }: { db: Db }): OperationHandlers<'listSecurityEvents'> {
  return {
    listSecurityEvents: async (c, { query }, reply) => {
      const { user } = await requireUser(c);
      const page = await listSecurityEvents(db, user.id, {
        offset: query.offset ?? 0,
        limit: query.limit ?? SECURITY_ACTIVITY_PAGE,
      });
      return reply(200, { status: 200, data: page });
    },
  };
}
