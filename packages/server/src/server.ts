import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app';
import { loadOrCreateJwtSecret, loadOrCreateSecret } from './auth/jwt-secret';
import { inviteOrganizer } from './bookings/booking-mail';
import { type Config, loadConfig } from './config';
import type { Db } from './db/db';
import { openDb, prepareDb } from './db/open-db';
import { queueEventMail } from './events/event-mail';
import { createAfterResponse } from './http/after-response';
import { createJobRunner, type Job, type JobRunner } from './jobs/job-runner';
import { consoleLogger, type Logger } from './logger';
import { createMailer } from './mail/create-mailer';
import { createMailOutbox } from './mail/mail-outbox';
import { serverJobs } from './scheduled/server-jobs';
import { SearchCache, type SearchCacheStats } from './search/search-cache';
import { type RealtimeServer, startRealtime } from './supabase-compat/realtime/realtime-server';
import { uploadsDirIn } from './uploads/upload-store';

export interface StartServerOptions extends Partial<Config> {
  logger?: Logger;
  /** The clock for tokens, codes, throttling and scheduled jobs; tests move it. */
  now?: () => Date;
}

export interface RunningServer {
  /** Where the server answers, e.g. http://127.0.0.1:3000 */
  url: string;
  /** Where links in mail point: PUBLIC_URL, or `url` when it is unset. */
  publicUrl: string;
  config: Config;
  db: Db;
  /** What the server's search answer cache did so far (the benchmark reports its hit rate). */
  searchCacheStats(): SearchCacheStats;
  /** The scheduled jobs (scheduled/server-jobs.ts), already polling; `runDue()` runs what is due now. */
  jobs: JobRunner;
  /**
   * Stops accepting requests, lets those in flight finish for at most `drainMs` (default
   * SHUTDOWN_DRAIN_MS) before ending their connections, closes the realtime sockets, stops the
   * jobs, sends the mail already queued and closes the database.
   */
  close(options?: { drainMs?: number }): Promise<void>;
}

/** How long requests in flight may take to finish once the server is asked to stop. */
export const SHUTDOWN_DRAIN_MS = 8000;

/**
 * After SIGTERM or SIGINT the process is gone within this time, whatever hangs (a database that
 * does not close): requests in flight get SHUTDOWN_DRAIN_MS of it, the rest is for closing.
 */
export const SHUTDOWN_LIMIT_MS = SHUTDOWN_DRAIN_MS + 1500;

/**
 * Stops the server on SIGTERM and SIGINT (`server.close()`), then exits: 0 when it closed, 1 when
 * closing failed or did not finish within `limitMs`, so a hung database never keeps the process.
 */
export function stopOnSignals(
  server: Pick<RunningServer, 'close'>,
  {
    log = consoleLogger,
    limitMs = SHUTDOWN_LIMIT_MS,
    exit = (code: number) => process.exit(code),
    signals = process,
  }: {
    log?: Logger;
    limitMs?: number;
    exit?: (code: number) => void;
    signals?: Pick<NodeJS.EventEmitter, 'on'>;
  } = {},
): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`\n${signal}: stopping…`);
    setTimeout(() => {
      log.error(`Could not stop cleanly within ${limitMs} ms: exiting anyway.`);
      exit(1);
    }, limitMs).unref();
    try {
      await server.close();
      exit(0);
    } catch (error) {
      log.error('Could not stop cleanly:', error);
      exit(1);
    }
  };
  signals.on('SIGINT', () => void stop('SIGINT'));
  signals.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * Opens the database, migrates and seeds it, and serves the app. Options override the
 * environment's settings: the end-to-end tests pass `{ port: 0, dataDir: <temp folder> }`.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { logger = consoleLogger, now = () => new Date(), ...overrides } = options;
  const config: Config = { ...loadConfig(), ...definedOnly(overrides) };
  const db = await openDb(config, logger);
  try {
    await prepareDb(db, config.supabaseDir, logger);
    const jwtSecret = config.jwtSecret ?? loadOrCreateJwtSecret(config.dataDir);
    const paymentsWebhookSecret =
      config.paymentsWebhookSecret ?? loadOrCreateSecret(config.dataDir, 'payments-webhook-secret');
    // The app is made once the port is known: without PUBLIC_URL, links in mail use this URL.
    let app: Hono | undefined;
    let realtime: RealtimeServer | undefined;
    // Keep the global Request/Response of this process as they are: tests share it.
    const server = createAdaptorServer({
      fetch: (request, env) => (app ? app.fetch(request, env) : new Response('Starting…', { status: 503 })),
      overrideGlobalObjects: false,
    });
    // /realtime/v1 is a WebSocket: the upgrade happens here, beside the app's HTTP requests.
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (realtime) realtime.handleUpgrade(request, socket, head);
      else socket.destroy();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    const url = `http://${displayHost(config.host)}:${port}`;
    const publicUrl = config.publicUrl ?? url;
    const afterResponse = createAfterResponse(logger);
    const appJobs: Job[] = [];
    const searchCache = new SearchCache({ ttlMs: config.searchCacheTtlMs });
    const mailSetup = createMailer(db, { ...config, publicUrl }, logger, now);
    // Every queued e-mail goes out right after the commit that queued it, outside any transaction.
    const mailOutbox = createMailOutbox({
      db,
      mailer: mailSetup.mailer,
      now,
      logger,
      gatherers: [queueEventMail],
    });
    const stopMailListener = await mailOutbox.listen();
    app = createApp({
      db,
      config: { ...config, jwtSecret, paymentsWebhookSecret, publicUrl },
      logger,
      now,
      afterResponse,
      searchCache,
      collectJobs: (jobs) => appJobs.push(...jobs),
      mailSetup,
    });
    realtime = await startRealtime({
      db,
      jwtSecret,
      anonKey: config.supabaseAnonKey,
      now,
      logger,
      trustProxy: config.trustProxy,
    });
    // Started once the database announces its changes to this process (search-invalidation.ts).
    await searchCache.serving();
    const jobs = createJobRunner({
      db,
      jobs: [
        ...serverJobs({
          uploadsDir: uploadsDirIn(config.dataDir),
          mailer: mailSetup.mailer,
          organizer: inviteOrganizer(config.mailFrom),
          mailOutbox,
        }),
        ...appJobs,
      ],
      now,
      logger,
    });
    jobs.start();

    let closing: Promise<void> | undefined;
    return {
      url,
      publicUrl,
      config,
      db,
      searchCacheStats: () => searchCache.stats(),
      jobs,
      close({ drainMs = SHUTDOWN_DRAIN_MS } = {}) {
        closing ??= (async () => {
          // Stop accepting at once; requests in flight get `drainMs` to finish.
          const drained = new Promise<void>((resolve) => server.close(() => resolve()));
          if ('closeIdleConnections' in server) server.closeIdleConnections();
          // Upgraded sockets are no longer the HTTP server's: close them too.
          await realtime?.close();
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([drained, new Promise<void>((resolve) => (timer = setTimeout(resolve, drainMs)))]);
          clearTimeout(timer);
          if ('closeAllConnections' in server) server.closeAllConnections();
          await jobs.stop();
          // Mail that answered requests promised goes out before the database closes.
          await afterResponse.idle();
          await stopMailListener().catch(() => undefined);
          await mailOutbox.idle();
          await db.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
