import type { Db } from '../db/db';
import type { AfterResponse } from '../http/after-response';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';

/** What the sign-in, registration and recovery handlers share. */
export interface AuthDeps {
  db: Db;
  jwtSecret: string;
  /** The clock: tests move it to expire codes and tokens. */
  now: () => Date;
  logger: Logger;
  mailer: Mailer;
  /** Where links in mail point (PUBLIC_URL, or the server's own URL); never the Host header. */
  publicUrl: string;
  trustProxy: boolean;
  /** Mail whose sending must not show in the answer's timing goes out through it. */
  afterResponse: AfterResponse;
  /** Holds sign-in attempts at an address under attack; tests replace it. */
  sleep?: (ms: number) => Promise<void>;
}
