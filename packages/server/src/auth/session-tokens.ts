import type { Db } from '../db/db';
import { issueAccessToken } from './access-tokens';
import { createSession, issueRefreshToken } from './sessions';
import type { UserRow } from './users';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  expiresAt: number;
  sessionId: string;
}

/** A new session for `user`: its first access token and refresh token. */
export async function startSession(
  { db, jwtSecret, now }: { db: Db; jwtSecret: string; now: () => Date },
  user: UserRow,
): Promise<SessionTokens> {
  const at = now();
  const sessionId = await createSession(db, user.id, at);
  const refreshToken = await issueRefreshToken(db, sessionId, at);
  return { ...(await issueAccessToken(user, sessionId, jwtSecret, at)), refreshToken, sessionId };
}
