import { createApp } from '../app';
import type { Db } from '../db/db';
import { type Logger, silentLogger } from '../logger';
import { stubDb } from './stub-db';
import { testAppConfig } from './test-app-config';

/** The HTTP app over a stub database, for tests of routing, validation, headers and static files. */
export function createTestApp({
  db = stubDb(),
  appDist,
  logger = silentLogger,
}: {
  db?: Db;
  appDist?: string;
  logger?: Logger;
} = {}) {
  const config = testAppConfig();
  return createApp({ db, config: { ...config, appDist: appDist ?? config.appDist }, logger });
}
