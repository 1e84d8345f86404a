import type { Hono } from 'hono';
import { afterAll, beforeAll, describe } from 'vitest';
import { type AppConfig, createApp } from '../app';
import { loadConfig } from '../config';
import type { Db, DbDriver } from '../db/db';
import type { AfterResponse } from '../http/after-response';
import { type Logger, silentLogger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { PaymentGateway } from '../payments/gateway';
import { testAppConfig } from './test-app-config';
import { openTestDatabase, type Preparation, type TestDatabase, testDatabaseUrl } from './test-database';

export interface DriverContext {
  driver: DbDriver;
  /** The suite's database (available from the suite's own beforeAll on). */
  readonly db: Db;
  /** The database's URL when the driver is postgres. */
  readonly url: string | undefined;
  /** Where migrations and seed.sql live. */
  supabaseDir: string;
  /** The HTTP app over the suite's database; `now` replaces its clock, `config` its settings. */
  app(options?: AppOptions): Hono;
}

export interface AppOptions {
  appDist?: string;
  logger?: Logger;
  now?: () => Date;
  mailer?: Mailer;
  paymentGateway?: PaymentGateway;
  config?: Partial<AppConfig>;
  /** Where handlers leave work for after their answer; tests `await afterResponse.idle()` before reading mail. */
  afterResponse?: AfterResponse;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Declares the suite once per database driver: PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set (reported as skipped otherwise). Each run gets its own fresh
 * database, prepared as asked (`seeded` by default) before the suite's tests.
 */
export function describeEachDriver(
  title: string,
  body: (context: DriverContext) => void,
  { prepare = 'seeded' }: { prepare?: Preparation } = {},
): void {
  const config = loadConfig({ ...process.env, DATABASE_URL: undefined });
  for (const driver of ['pglite', 'postgres'] as const) {
    describe.skipIf(driver === 'postgres' && !testDatabaseUrl)(`${title} [${driver}]`, () => {
      let database: TestDatabase | undefined;
      const opened = () => {
        if (!database) throw new Error('The test database is opened in beforeAll; use it inside tests and hooks.');
        return database;
      };

      beforeAll(async () => {
        database = await openTestDatabase(driver, { prepare, supabaseDir: config.supabaseDir });
      });
      afterAll(async () => {
        await database?.dispose();
      });

      body({
        driver,
        get db() {
          return opened().db;
        },
        get url() {
          return opened().url;
        },
        supabaseDir: config.supabaseDir,
        app: ({
          appDist = config.appDist,
          logger = silentLogger,
          now,
          mailer,
          paymentGateway,
          config: overrides,
          afterResponse,
          sleep,
        } = {}) =>
          createApp({
            db: opened().db,
            config: testAppConfig({ appDist, ...overrides }),
            logger,
            now,
            mailer,
            paymentGateway,
            afterResponse,
            sleep,
          }),
      });
    });
  }
}
