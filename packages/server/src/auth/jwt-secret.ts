import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIN_JWT_SECRET_LENGTH } from '../config';

/**
 * The secret in DATA_DIR/jwt-secret, created on first use (readable by this user only) so
 * tokens stay valid across restarts without anyone having to configure JWT_SECRET.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  return loadOrCreateSecret(dataDir, 'jwt-secret');
}

/** A random secret kept in DATA_DIR/`fileName`, made on first use, the same in every later run. */
export function loadOrCreateSecret(dataDir: string, fileName: string): string {
  const file = join(dataDir, fileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two servers starting at once agree on one secret.
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(
      `${file} must hold at least ${MIN_JWT_SECRET_LENGTH} characters; delete it to have a new one made.`,
    );
  }
  return secret;
}
