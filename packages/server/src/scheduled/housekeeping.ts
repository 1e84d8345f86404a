import { DELETED_ITEM_KEEP_DAYS } from '@injury-assist/domain';
import { LONGEST_RATE_LIMIT_WINDOW_MS } from '../auth/rate-limits';
import { MAX_SESSION_AGE_MS } from '../auth/sessions';
import type { Db } from '../db/db';
import type { Job } from '../jobs/job-runner';
import { deleteAbandonedRegistrations, deleteUnverifiedRegistrations } from '../onboarding/registration-drafts';
import { removeOrphanedUploads } from '../uploads/orphaned-uploads';
import { applyRetention } from './data-retention';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A registration whose last code went out this long ago is dropped (codes last 10 minutes): a
 * customer's, and a provider's whose address was never verified.
 */
export const PENDING_REGISTRATION_KEEP_MS = DAY_MS;
/** Used or expired one-time links are dropped once they are this old. */
export const ONE_TIME_TOKEN_KEEP_MS = HOUR_MS;
/** Failed sign-ins are counted over 15 minutes; they are kept a day for anyone looking into an attack. */
export const LOGIN_ATTEMPT_KEEP_MS = DAY_MS;
/** The dev mailbox keeps a week of mail. */
export const DEV_MAILBOX_KEEP_MS = 7 * DAY_MS;
/** The audit log keeps six years (migration 0044, whose trigger refuses to remove anything younger). */
export const AUDIT_LOG_KEEP_YEARS = 6;
/** A person's security activity keeps a year (docs/audit-log.md). */
export const SECURITY_EVENT_KEEP_MS = 365 * DAY_MS;

/**
 * Deletes what has served its purpose, every hour: expired pending registrations, provider
 * registrations never verified or abandoned (onboarding/registration-drafts.ts), used and
 * expired one-time tokens, sessions past MAX_SESSION_AGE_MS or signed out (their refresh tokens go
 * with them), old sign-in failures and rate-limit counts, old dev-mailbox mail, uploads nothing
 * uses, audit log lines past six years, security events past a year, and the copies of deleted admin
 * content older than DELETED_ITEM_KEEP_DAYS, and people's data past its keeping (data-retention.ts).
 * Each step is a plain delete by age, so running it twice, or in two processes, is harmless.
 */
export function housekeepingJob({ uploadsDir }: { uploadsDir: string }): Job {
  return {
    name: 'housekeeping',
    intervalMs: HOUR_MS,
    async run({ db, now, logger }) {
      const before = (ms: number) => new Date(now.getTime() - ms);
      const removed: [string, number][] = [
        [
          'expired registrations',
          await deleted(db, 'delete from pending_registrations where otp_sent_at < $1', [
            before(PENDING_REGISTRATION_KEEP_MS),
          ]),
        ],
        [
          'unverified provider registrations',
          await deleteUnverifiedRegistrations(db, before(PENDING_REGISTRATION_KEEP_MS)),
        ],
        ['abandoned provider registrations', await deleteAbandonedRegistrations(db, now)],
        [
          'used or expired links',
          await deleted(
            db,
            'delete from auth_one_time_tokens where (used_at is not null or expires_at <= $1) and created_at < $2',
            [now, before(ONE_TIME_TOKEN_KEEP_MS)],
          ),
        ],
        [
          'ended sessions',
          await deleted(db, 'delete from auth_sessions where revoked_at is not null or created_at <= $1', [
            before(MAX_SESSION_AGE_MS),
          ]),
        ],
        [
          'old sign-in failures',
          await deleted(db, 'delete from login_attempts where created_at < $1', [before(LOGIN_ATTEMPT_KEEP_MS)]),
        ],
        [
          'old rate-limit counts',
          await deleted(db, 'delete from rate_limit_events where created_at < $1', [
            before(LONGEST_RATE_LIMIT_WINDOW_MS),
          ]),
        ],
        [
          'old dev-mailbox mail',
          await deleted(db, 'delete from dev_mailbox where created_at < $1', [before(DEV_MAILBOX_KEEP_MS)]),
        ],
        ['unused uploads', await removeOrphanedUploads(db, uploadsDir, now)],
        [
          'audit log lines past retention',
          // The database's clock decides too: its trigger refuses a line younger than six years by now().
          await deleted(
            db,
            `delete from public.audit_log
              where at < least($1::timestamptz, now()) - make_interval(years => $2)`,
            [now, AUDIT_LOG_KEEP_YEARS],
          ),
        ],
        [
          'old security events',
          await deleted(db, 'delete from public.security_events where at < $1', [before(SECURITY_EVENT_KEEP_MS)]),
        ],
        [
          'deleted items past their 30 days',
          await deleted(db, 'delete from deleted_items where deleted_at < $1', [
            before(DELETED_ITEM_KEEP_DAYS * DAY_MS),
          ]),
        ],
        // People's data past its keeping (issue 26, docs/your-data-and-retention.md).
        ...(await applyRetention(db, now)),
      ];
      const summary = removed.filter(([, count]) => count > 0).map(([what, count]) => `${count} ${what}`);
      if (summary.length > 0) logger.info(`Housekeeping removed ${summary.join(', ')}.`);
    },
  };
}

async function deleted(db: Db, sql: string, params: unknown[]): Promise<number> {
  return (await db.query(`${sql} returning 1`, params)).length;
}
