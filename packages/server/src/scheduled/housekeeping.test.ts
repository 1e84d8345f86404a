import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { recordAudit } from '../audit/audit-log';
import { recordSecurityEvent } from '../auth/security-events';
import { startSession } from '../auth/session-tokens';
import { findUserById } from '../auth/users';
import type { Logger } from '../logger';
import { describeEachDriver } from '../testing/describe-each-driver';
import { jsonHeaders } from '../testing/sign-in';
import { TEST_JWT_SECRET } from '../testing/test-app-config';
import { createTestUser } from '../testing/test-users';
import { tempDataDir } from '../testing/uploads';
import { uploadsDirIn } from '../uploads/upload-store';
import { housekeepingJob } from './housekeeping';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describeEachDriver('housekeeping', (t) => {
  const dataDir = tempDataDir();
  const uploadsDir = uploadsDirIn(dataDir);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const now = new Date('2032-06-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const run = async () => {
    const logger: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    await housekeepingJob({ uploadsDir }).run({ db: t.db, now, logger });
    return logger;
  };
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.db.query<{ n: number }>(`select count(*) as n from ${sql}`, params))[0]?.n);

  it('removes expired registrations, spent links, old failures, rate counts and mail; keeps what is current', async () => {
    const registration = (email: string, sentAt: Date) =>
      t.db.query(
        `insert into pending_registrations (email, name, phone, gender, dob, user_type, otp_hash, otp_sent_at, otp_expires_at)
         values ($1, 'P', '5551234567', 'other', '1990-01-01', 'customer', 'h', $2, $2)`,
        [email, sentAt],
      );
    await registration('stale@example.test', ago(DAY + 1));
    await registration('fresh@example.test', ago(HOUR));

    const { id } = await createTestUser(t.db);
    const link = (hash: string, createdAt: Date, expiresAt: Date, usedAt: Date | null) =>
      t.db.query(
        `insert into auth_one_time_tokens (user_id, purpose, token_hash, created_at, expires_at, used_at)
         values ($1, 'recovery', $2, $3, $4, $5)`,
        [id, hash, createdAt, expiresAt, usedAt],
      );
    await link('used-old', ago(2 * HOUR), ago(HOUR), ago(2 * HOUR));
    await link('expired-old', ago(3 * HOUR), ago(2 * HOUR), null);
    await link('used-just-now', ago(10 * 60_000), now, ago(5 * 60_000));
    await link('live', ago(2 * HOUR), new Date(now.getTime() + HOUR), null);

    for (const at of [ago(DAY + 1), ago(HOUR)]) {
      await t.db.query("insert into login_attempts (email, ip, created_at) values ('x@example.test', '10.0.0.1', $1)", [
        at,
      ]);
      await t.db.query("insert into rate_limit_events (bucket, key, created_at) values ('b', 'k', $1)", [at]);
    }
    for (const at of [ago(8 * DAY), ago(DAY)]) {
      await t.db.query(
        "insert into dev_mailbox (to_address, subject, text_body, html_body, created_at) values ('m@example.test', 's', 't', 'h', $1)",
        [at],
      );
    }

    const logger = await run();
    expect(
      await count('pending_registrations where email in ($1, $2)', ['stale@example.test', 'fresh@example.test']),
    ).toBe(1);
    expect(
      (
        await t.db.query<{ token_hash: string }>(
          'select token_hash from auth_one_time_tokens where user_id = $1 order by token_hash',
          [id],
        )
      ).map((row) => row.token_hash),
    ).toEqual(['live', 'used-just-now']);
    expect(await count('login_attempts where created_at < $1', [ago(DAY)])).toBe(0);
    expect(await count('login_attempts where created_at = $1', [ago(HOUR)])).toBe(1);
    expect(await count('rate_limit_events where created_at = $1', [ago(HOUR)])).toBe(0);
    expect(await count('dev_mailbox where created_at = $1', [ago(8 * DAY)])).toBe(0);
    expect(await count('dev_mailbox where created_at = $1', [ago(DAY)])).toBe(1);
    expect(logger.info).toHaveBeenCalledWith(
      expect.stringMatching(/^Housekeeping removed 1 expired registrations, 2 used or expired links/),
    );

    // A second run finds nothing more to do, and says nothing.
    expect((await run()).info).not.toHaveBeenCalled();
  });

  it('removes audit log lines after six years and security events after a year; keeps younger ones', async () => {
    const line = (action: string, at: Date) =>
      recordAudit(t.db, { actor: null, action: `${action}.run`, recordKind: 'x', recordId: null, clientIp: null, at });
    // Older than six years by the job's clock and by the database's, whose trigger has the last word.
    await line('retention_old', new Date('2019-01-01T00:00:00Z'));
    await line('retention_recent', ago(5 * 365 * DAY));
    const { id } = await createTestUser(t.db);
    for (const at of [ago(366 * DAY), ago(300 * DAY)]) {
      await recordSecurityEvent(t.db, { userId: id, kind: 'sign_in', client: { ip: null, userAgent: undefined }, at });
    }

    await run();
    expect(await count("audit_log where action = 'retention_old.run'")).toBe(0);
    expect(await count("audit_log where action = 'retention_recent.run'")).toBe(1);
    expect(await count('security_events where user_id = $1', [id])).toBe(1);
    expect(await count('security_events where user_id = $1 and at = $2', [id, ago(300 * DAY)])).toBe(1);
  });

  it('ends sessions after 30 days and removes them; a token of such a session stops working at once', async () => {
    const { id } = await createTestUser(t.db);
    const user = await findUserById(t.db, id);
    if (!user) throw new Error('No user.');
    const old = await startSession({ db: t.db, jwtSecret: TEST_JWT_SECRET, now: () => ago(30 * DAY + 1) }, user);
    const young = await startSession({ db: t.db, jwtSecret: TEST_JWT_SECRET, now: () => ago(29 * DAY) }, user);
    // Both tokens would still be within their hour if the clock says so: only the session's age tells them apart.
    const app = t.app({ now: () => ago(30 * DAY + 1 - 60_000) });
    const status = async (token: string) =>
      (await app.request(`/api/v1/getUserById/${id}`, { headers: jsonHeaders(token) })).status;
    expect(await status(old.accessToken)).toBe(200);
    const later = t.app({ now: () => now });
    expect((await later.request('/auth/v1/user', { headers: jsonHeaders(old.accessToken) })).status).toBe(401);
    const refreshed = await later.request('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ refresh_token: old.refreshToken }),
    });
    expect(refreshed.status).toBe(400);

    await run();
    expect(await count('auth_sessions where id = $1', [old.sessionId])).toBe(0);
    expect(await count('auth_refresh_tokens where session_id = $1', [old.sessionId])).toBe(0);
    expect(await count('auth_sessions where id = $1', [young.sessionId])).toBe(1);
  });

  it('removes uploads nothing uses after a day, files without a row, and abandoned parts; keeps used ones', async () => {
    mkdirSync(join(uploadsDir, '.incoming'), { recursive: true });
    const { id } = await createTestUser(t.db);
    const names = {
      oldUnused: 'aaaaaaaa-0000-4000-8000-000000000001.png',
      oldUsed: 'aaaaaaaa-0000-4000-8000-000000000002.png',
      newUnused: 'aaaaaaaa-0000-4000-8000-000000000003.jpg',
      stray: 'aaaaaaaa-0000-4000-8000-000000000004.png',
    };
    for (const [name, createdAt] of [
      [names.oldUnused, ago(DAY + 1)],
      [names.oldUsed, ago(3 * DAY)],
      [names.newUnused, ago(HOUR)],
    ] as const) {
      writeFileSync(join(uploadsDir, name), 'x');
      await t.db.query(
        `insert into uploads (path, owner_id, content_type, size, width, height, created_at)
         values ($1, $2, $3, 1, 1, 1, $4)`,
        [`/uploads/${name}`, id, name.endsWith('.png') ? 'image/png' : 'image/jpeg', createdAt],
      );
    }
    await t.db.query('update users set profile_picture = $2 where id = $1', [id, `/uploads/${names.oldUsed}`]);
    // File times are the real clock's: set them to match the test clock.
    const stray = join(uploadsDir, names.stray);
    writeFileSync(stray, 'x');
    utimesSync(stray, ago(2 * DAY), ago(2 * DAY));
    const abandoned = join(uploadsDir, '.incoming', 'abandoned.part');
    writeFileSync(abandoned, 'x');
    utimesSync(abandoned, ago(2 * HOUR), ago(2 * HOUR));
    const arriving = join(uploadsDir, '.incoming', 'arriving.part');
    writeFileSync(arriving, 'x');
    utimesSync(arriving, ago(60_000), ago(60_000));

    await run();
    const left = (
      await t.db.query<{ path: string }>('select path from uploads where owner_id = $1 order by path', [id])
    ).map((row) => row.path);
    expect(left).toEqual([`/uploads/${names.oldUsed}`, `/uploads/${names.newUnused}`]);
    expect(existsSync(join(uploadsDir, names.oldUnused))).toBe(false);
    expect(existsSync(join(uploadsDir, names.oldUsed))).toBe(true);
    expect(existsSync(join(uploadsDir, names.newUnused))).toBe(true);
    expect(existsSync(stray)).toBe(false);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(arriving)).toBe(true);
  });
});
