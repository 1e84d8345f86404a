import type { Db } from '../db/db';
import { randomToken, tokenHash } from './token-hash';
import { type UserRow, userColumns } from './users';

/**
 * A session ends this long after sign-in, however often its tokens were refreshed: a stolen
 * refresh token is not good for ever. Housekeeping deletes older sessions.
 */
export const MAX_SESSION_AGE_MS = 30 * 24 * 60 * 60_000;

const oldestLiveSession = (now: Date) => new Date(now.getTime() - MAX_SESSION_AGE_MS);

export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into private.auth_sessions (user_id, created_at) values ($1, $2) returning id',
    [userId, now],
  );
  if (!row) throw new Error('Inserting the session returned no row.');
  await db.query('update private.users set last_sign_in_at = $2 where id = $1', [userId, now]);
  return row.id;
}

export async function issueRefreshToken(db: Db, sessionId: string, now: Date): Promise<string> {
  const token = randomToken();
  await db.query('insert into private.auth_refresh_tokens (session_id, token_hash, created_at) values ($1, $2, $3)', [
    sessionId,
    tokenHash(token),
    now,
  ]);
  return token;
}

export type RefreshResult =
  | { kind: 'rotated'; sessionId: string; userId: string; refreshToken: string }
  | { kind: 'not-found' }
  | { kind: 'reused' };

/**
 * Spends a refresh token and issues the next one in its session. A token that was already spent
 * may have been stolen: its whole session is revoked, so neither party keeps it.
 */
export function rotateRefreshToken(db: Db, token: string, now: Date): Promise<RefreshResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      id: number;
      session_id: string;
      user_id: string;
      token_revoked: boolean;
      session_revoked: boolean;
    }>(
      `select t.id, t.session_id, s.user_id,
              t.revoked_at is not null as token_revoked, s.revoked_at is not null as session_revoked
         from private.auth_refresh_tokens t join private.auth_sessions s on s.id = t.session_id
        where t.token_hash = $1 and s.created_at > $2
        for update of t`,
      [tokenHash(token), oldestLiveSession(now)],
    );
    if (!row || row.session_revoked) return { kind: 'not-found' };
    if (row.token_revoked) {
      await revokeSessions(tx, { scope: 'local', sessionId: row.session_id, userId: row.user_id }, now);
      return { kind: 'reused' };
    }
    await tx.query('update private.auth_refresh_tokens set revoked_at = $2 where id = $1', [row.id, now]);
    const refreshToken = await issueRefreshToken(tx, row.session_id, now);
    return { kind: 'rotated', sessionId: row.session_id, userId: row.user_id, refreshToken };
  });
}

/** GoTrue's logout scopes: this session, every session of the user, or all but this one. */
export type RevokeScope = 'local' | 'global' | 'others';

export async function revokeSessions(
  db: Db,
  { scope, sessionId, userId }: { scope: RevokeScope; sessionId: string; userId: string },
  now: Date,
): Promise<void> {
  const revoke = (where: string, params: unknown[]) =>
    db.query<{ id: string }>(
      `update private.auth_sessions set revoked_at = $1 where revoked_at is null and ${where} returning id`,
      [now, ...params],
    );
  let revoked: { id: string }[];
  switch (scope) {
    case 'local':
      revoked = await revoke('id = $2', [sessionId]);
      break;
    case 'global':
      revoked = await revoke('user_id = $2', [userId]);
      break;
    case 'others':
      revoked = await revoke('user_id = $2 and id <> $3', [userId, sessionId]);
      break;
  }
  const ids = revoked.map((row) => row.id);
  if (ids.length > 0) {
    await db.query(
      'update private.auth_refresh_tokens set revoked_at = $2 where session_id = any($1::uuid[]) and revoked_at is null',
      [ids, now],
    );
  }
}

/**
 * Which of `sessions` findSessionUser would still find, in one query: realtime checks every
 * subscriber's session at each change, and a fan-out has many.
 */
export async function liveSessionIds(
  db: Db,
  sessions: { sessionId: string; userId: string }[],
  now: Date,
): Promise<Set<string>> {
  if (sessions.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `select s.id
       from json_to_recordset($1::json) as asked (session_id uuid, user_id uuid)
       join private.auth_sessions s on s.id = asked.session_id and s.user_id = asked.user_id
       join private.users u on u.id = s.user_id
      where s.revoked_at is null and s.created_at > $2`,
    [
      JSON.stringify(sessions.map(({ sessionId, userId }) => ({ session_id: sessionId, user_id: userId }))),
      oldestLiveSession(now),
    ],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * The session's user, when the session exists, is not revoked, is younger than MAX_SESSION_AGE_MS
 * and belongs to `userId`.
 */
export async function findSessionUser(
  db: Db,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [user] = await db.query<UserRow>(
    `select ${userColumns('u.')}
       from private.auth_sessions s join private.users u on u.id = s.user_id
      where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.created_at > $3`,
    [sessionId, userId, oldestLiveSession(now)],
    // Every signed-in request runs it.
    { prepare: true },
  );
  return user;
}
