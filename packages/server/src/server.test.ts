import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { verifyJwt } from './auth/jwt';
import type { Logger } from './logger';
import { type RunningServer, startServer } from './server';
import { describeEachDriver } from './testing/describe-each-driver';
import { latestMail, linkIn } from './testing/dev-mail';
import { eventually } from './testing/eventually';

function recordingLogger() {
  const lines: string[] = [];
  const logger: Logger = { info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
  return { logger, lines };
}

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describeEachDriver(
  'startServer',
  (t) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ia-server-data-'));
    dataDirs.push(dataDir);
    const options = () => ({
      port: 0,
      dataDir,
      databaseUrl: t.driver === 'postgres' ? t.url : undefined,
      appDist: join(dataDir, 'no-app'),
    });

    it('migrates, seeds and serves on a free port, then closes', async () => {
      const { logger, lines } = recordingLogger();
      const server = await startServer({ ...options(), logger });
      try {
        expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        expect(lines).toContain(
          `Applied migrations: ${readdirSync(join(t.supabaseDir, 'migrations'))
            .filter((file) => file.endsWith('.sql'))
            .sort()
            .join(', ')}`,
        );

        const health = await fetch(`${server.url}/api/v1/health`);
        expect(await health.json()).toEqual({ status: 200, data: { ok: true, driver: t.driver } });
        const categories = (await (await fetch(`${server.url}/api/v1/categories_list`)).json()) as { data: unknown[] };
        expect(categories.data).toHaveLength(3);
      } finally {
        await server.close();
      }
      await expect(fetch(`${server.url}/api/v1/health`)).rejects.toThrow();
    });

    it('starts again on the same data without migrating or seeding twice', async () => {
      const { logger, lines } = recordingLogger();
      let server: RunningServer | undefined;
      try {
        server = await startServer({ ...options(), logger });
        expect(lines.filter((line) => line.startsWith('Applied migrations'))).toEqual([]);
        const [row] = await server.db.query<{ users: number; cities: number }>(
          'select (select count(*) from users) as users, (select count(*) from cities) as cities',
        );
        // The three demo accounts and the owners of the 29 other seeded businesses, once each.
        expect(row).toEqual({ users: 32, cities: 220 });
      } finally {
        await server?.close();
        await server?.close();
      }
    });

    it('signs tokens with a secret kept in DATA_DIR, and points mail links at its own URL', async () => {
      const server = await startServer({ ...options(), logger: recordingLogger().logger });
      try {
        const secretFile = join(dataDir, 'jwt-secret');
        expect(statSync(secretFile).mode & 0o777).toBe(0o600);
        expect(statSync(join(dataDir, 'payments-webhook-secret')).mode & 0o777).toBe(0o600);
        const login = await fetch(`${server.url}/api/v1/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'customer@demo.test', password: 'Demo1234!' }),
        });
        const { data } = (await login.json()) as { data: { token: string } };
        expect((await verifyJwt(data.token, readFileSync(secretFile, 'utf8'), new Date())).ok).toBe(true);

        expect(server.publicUrl).toBe(server.url);
        await fetch(`${server.url}/auth/v1/recover`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'customer@demo.test' }),
        });
        // The mail goes out after the answer: wait for it as a person would.
        const mail = await eventually(async () => {
          const newest = await latestMail(server.url, 'customer@demo.test');
          if (!newest) throw new Error('No mail yet.');
          return newest;
        });
        expect(linkIn(mail).startsWith(`${server.url}/auth/v1/verify?`)).toBe(true);
        expect(new URL(linkIn(mail)).searchParams.get('redirect_to')).toBe(`${server.url}/reset-password`);
      } finally {
        await server.close();
      }
    });

    it.skipIf(t.driver !== 'pglite')('refuses to open an embedded database another server is using', async () => {
      const first = await startServer({ ...options(), logger: recordingLogger().logger });
      try {
        await expect(startServer({ ...options(), logger: recordingLogger().logger })).rejects.toThrow(
          /The embedded database in .* is in use by process \d+/,
        );
      } finally {
        await first.close();
      }
    });

    it('reports a port that is taken instead of hanging', async () => {
      const first = await startServer({ ...options(), logger: recordingLogger().logger });
      try {
        const port = Number(new URL(first.url).port);
        // The second server must not touch the first one's embedded database files.
        const otherData = mkdtempSync(join(tmpdir(), 'ia-server-data-'));
        dataDirs.push(otherData);
        await expect(
          startServer({ ...options(), dataDir: otherData, port, logger: recordingLogger().logger }),
        ).rejects.toThrow(/EADDRINUSE/);
      } finally {
        await first.close();
      }
    });
  },
  { prepare: 'empty' },
);
