import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { nestedPoolCallMessage } from './db/db';
import { openPgliteDb, TransactionAbandonedError } from './db/pglite-driver';
import { openPostgresDb } from './db/postgres-driver';
import type { Logger } from './logger';
import { type RunningServer, startServer, stopOnSignals } from './server';
import { testProvider } from './testing/billing';
import { startChildServer } from './testing/child-server';
import { describeEachDriver } from './testing/describe-each-driver';
import { emptyClusterDump } from './testing/pglite-template';
import { accessTokenFor, DEMO_ADMIN_ID, jsonHeaders } from './testing/sign-in';
import { TEST_JWT_SECRET } from './testing/test-app-config';
import { seededPgliteDataDir } from './testing/test-database';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const freshFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'ia-stays-up-'));
  folders.push(folder);
  return folder;
};

/** Resolves to what `work` resolves to, or rejects once `ms` have passed: a hang becomes a failure. */
function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function recordingLogger() {
  const errors: { message: string; error: unknown }[] = [];
  const logger: Logger = {
    info: () => undefined,
    warn: () => undefined,
    error: (message, error) => errors.push({ message, error }),
  };
  return { logger, errors };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeEachDriver(
  'the server stays up',
  (t) => {
    async function serve(overrides: Parameters<typeof startServer>[0] = {}): Promise<RunningServer> {
      const dataDir = freshFolder();
      // On PGlite a copy of the process's seeded template: the migrations and seed ran once, not
      // once per server.
      if (t.driver === 'pglite') await seededPgliteDataDir(dataDir, t.supabaseDir);
      return startServer({
        port: 0,
        dataDir,
        databaseUrl: t.driver === 'postgres' ? t.url : undefined,
        appDist: join(dataDir, 'no-app'),
        jwtSecret: TEST_JWT_SECRET,
        pgliteFsync: false,
        logger: recordingLogger().logger,
        ...overrides,
      });
    }

    it("an admin's approval through /rest/v1 mails the provider at once, and the database answers after the mail job", async () => {
      const server = await serve();
      try {
        const owner = await testProvider(server.db, { businessId: 23 });
        const created = await fetch(`${server.url}/api/v1/provider/events`, {
          method: 'POST',
          headers: jsonHeaders(await accessTokenFor(server.db, owner.id)),
          body: JSON.stringify({
            title: 'Whiplash recovery talk',
            description: 'What to do in the first weeks.',
            date: inDays(30),
            time: '18:00',
            location: '1200 Biscayne Blvd, Miami',
            maxAttendees: 10,
          }),
        });
        expect(created.status).toBe(201);
        const { id } = ((await created.json()) as { data: { id: string } }).data;

        // What the admin area sends.
        const approved = await fetch(`${server.url}/rest/v1/events?id=eq.${id}`, {
          method: 'PATCH',
          headers: {
            ...jsonHeaders(await accessTokenFor(server.db, DEMO_ADMIN_ID)),
            apikey: 'local-anon-key',
            prefer: 'return=minimal',
          },
          body: JSON.stringify({ status: 'approved' }),
        });
        expect(approved.status).toBe(204);

        const mailed = async () =>
          (
            await server.db.query<{ subject: string }>('select subject from dev_mailbox where to_address = $1', [
              owner.email,
            ])
          ).map((mail) => mail.subject);
        // Sent right after the approval's commit, without waiting for the outbox job (every 60 s);
        // the row is marked sent just after the mail is handed over, so both are waited for.
        await expect.poll(mailed, { timeout: 15_000 }).toEqual(['Your event "Whiplash recovery talk" is approved']);
        const outbox = async () =>
          (
            await server.db.query<{ sent: number; unsent: number }>(
              'select count(sent_at) as sent, count(*) - count(sent_at) as unsent from mail_outbox',
            )
          )[0];
        await expect.poll(outbox, { timeout: 15_000 }).toEqual({ sent: 1, unsent: 0 });

        // Every job runs now (the mail outbox's among them; before, the event-mail job sent inside
        // its transaction into the dev mailbox and hung), and the database still answers at once.
        await server.jobs.stop();
        await server.db.query(`update scheduled_jobs set next_run_at = now() - interval '1 second'`);
        expect(await within(10_000, 'The due jobs', server.jobs.runDue())).toContain('mail-outbox');
        await within(10_000, 'A query after the jobs', server.db.query('select 1'));
        expect((await within(10_000, 'Health', fetch(`${server.url}/api/v1/health`))).status).toBe(200);
        expect(await mailed()).toHaveLength(1);
      } finally {
        await server.close();
      }
    }, 120_000);

    it('mail queued in a transaction goes out after commit, is retried when sending fails, and never inside the transaction', async () => {
      const server = await serve();
      try {
        const { enqueueMail } = await import('./mail/mail-outbox');
        await server.db.transaction((tx) =>
          enqueueMail(tx, { to: 'queued@example.test', subject: 'Queued', text: 'Hi', html: '<p>Hi</p>' }),
        );
        await expect
          .poll(() => server.db.query('select subject from dev_mailbox where to_address = $1', ['queued@example.test']))
          .toEqual([{ subject: 'Queued' }]);
        // Rolled back with its transaction: never sent.
        await expect(
          server.db.transaction(async (tx) => {
            await enqueueMail(tx, { to: 'never@example.test', subject: 'Never', text: 'x', html: 'x' });
            throw new Error('changed my mind');
          }),
        ).rejects.toThrow('changed my mind');
        await within(5000, 'The mail job', server.jobs.runDue());
        expect(
          await server.db.query('select 1 from dev_mailbox where to_address = $1', ['never@example.test']),
        ).toEqual([]);
      } finally {
        await server.close();
      }
    }, 120_000);
  },
  { prepare: 'empty' },
);

describe('the PGlite watchdog', () => {
  it('rolls back a transaction held over the limit, logs where it began, and the server answers again', async () => {
    const dataDir = freshFolder();
    await seededPgliteDataDir(dataDir, loadConfig().supabaseDir);
    const { logger, errors } = recordingLogger();
    const server = await startServer({
      port: 0,
      dataDir,
      databaseUrl: undefined,
      appDist: join(dataDir, 'no-app'),
      pgliteFsync: false,
      logger,
      dbLimits: {
        statementTimeoutMs: 30_000,
        lockTimeoutMs: 10_000,
        idleInTransactionTimeoutMs: 60_000,
        pgliteTransactionLimitMs: 500,
      },
    });
    try {
      let carryOn: () => void = () => undefined;
      const stuck = server.db.transaction(async (tx) => {
        await tx.query(
          `insert into dev_mailbox (to_address, subject, text_body, html_body) values ('s@x.test', 'Stuck', '', '')`,
        );
        // Waits for something that does not come while it holds the only connection.
        await new Promise<void>((resolve) => {
          carryOn = resolve;
        });
        await tx.query('select 1');
      });
      const started = Date.now();
      const health = await within(3000, 'Health during a stuck transaction', fetch(`${server.url}/api/v1/health`));
      expect(health.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(errors.map((logged) => logged.message)).toEqual([
        'A database transaction was held longer than 500 ms: rolled back, and the connection released.',
      ]);
      expect(String((errors[0]?.error as Error | undefined)?.stack)).toContain('server-stays-up.test.ts');

      carryOn();
      await expect(stuck).rejects.toBeInstanceOf(TransactionAbandonedError);
      expect(await server.db.query('select 1 from dev_mailbox where subject = $1', ['Stuck'])).toEqual([]);
      expect((await fetch(`${server.url}/api/v1/ready`)).status).toBe(200);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('lets transactions that finish in time and setup work (unlimited) commit, and a nested pool call fail rather than wait', async () => {
    const { logger, errors } = recordingLogger();
    const db = await openPgliteDb(undefined, {
      loadDataDir: new Blob([await emptyClusterDump()]),
      transactionLimitMs: 300,
      logger,
    });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      const started = Date.now();
      await expect(db.transaction(() => db.query('select 1'))).rejects.toThrow(nestedPoolCallMessage('db.query'));
      expect(Date.now() - started).toBeLessThan(300);
      await db.exec('create table kept (id int)');
      await db.transaction(async (tx) => {
        await pause(50);
        await tx.query('insert into kept values (1)');
      });
      // A migration on a slow machine: no watchdog.
      await db.transaction(
        async (tx) => {
          await pause(600);
          await tx.query('insert into kept values (2)');
        },
        { unlimited: true },
      );
      expect(await db.query('select id from kept order by id')).toEqual([{ id: 1 }, { id: 2 }]);
      expect(errors).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL time limits', () => {
  it('are set on every connection, and a statement over its limit is cancelled', async () => {
    const db = await openPostgresDb(process.env.TEST_DATABASE_URL ?? '', {
      statementTimeoutMs: 300,
      lockTimeoutMs: 200,
      idleInTransactionTimeoutMs: 1000,
    });
    try {
      const shown = await db.transaction(async (tx) => ({
        statement: (await tx.query<{ statement_timeout: string }>('show statement_timeout'))[0]?.statement_timeout,
        lock: (await tx.query<{ lock_timeout: string }>('show lock_timeout'))[0]?.lock_timeout,
        idle: (
          await tx.query<{ idle_in_transaction_session_timeout: string }>('show idle_in_transaction_session_timeout')
        )[0]?.idle_in_transaction_session_timeout,
      }));
      expect(shown).toEqual({ statement: '300ms', lock: '200ms', idle: '1s' });
      await expect(db.query('select pg_sleep(2)')).rejects.toThrow('canceling statement due to statement timeout');
      expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});

describe('stopping', () => {
  it('exits with 1 when closing hangs (a database that does not close), once the limit has passed', async () => {
    const handlers = new Map<string, () => void>();
    const exits: number[] = [];
    const { logger, errors } = recordingLogger();
    stopOnSignals(
      { close: () => new Promise<void>(() => undefined) },
      {
        log: logger,
        limitMs: 100,
        exit: (code) => exits.push(code),
        signals: { on: (signal: string, handler: () => void) => handlers.set(signal, handler) } as never,
      },
    );
    handlers.get('SIGTERM')?.();
    await expect.poll(() => exits).toEqual([1]);
    expect(errors[0]?.message).toBe('Could not stop cleanly within 100 ms: exiting anyway.');
  });

  it('a real server process under load exits within 10 s of SIGTERM, answering the requests it had taken', async () => {
    const dataDir = freshFolder();
    await seededPgliteDataDir(dataDir, loadConfig().supabaseDir);
    const child = await startChildServer(dataDir, { PGLITE_FSYNC: '0' });
    let stopLoad = false;
    const statuses: number[] = [];
    const load = Array.from({ length: 8 }, async () => {
      while (!stopLoad) {
        try {
          const response = await fetch(`${child.url}/api/v1/categories_list`);
          statuses.push(response.status);
          await response.arrayBuffer();
        } catch {
          // Refused once the server stopped accepting: expected.
          return;
        }
      }
    });
    await expect.poll(() => statuses.length, { timeout: 10_000 }).toBeGreaterThan(50);
    const signalled = Date.now();
    const exited = new Promise<number | null>((resolve) => child.process.once('exit', (code) => resolve(code)));
    child.process.kill('SIGTERM');
    const code = await within(12_000, 'The server process', exited);
    const tookMs = Date.now() - signalled;
    stopLoad = true;
    await Promise.all(load);
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    console.log(`SIGTERM under load: exited in ${tookMs} ms after ${statuses.length} answered requests`);
  }, 180_000);
});
