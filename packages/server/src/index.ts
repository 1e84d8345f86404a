export { type AppConfig, type AppDeps, createApp } from './app';
export { type RequestUser, requireUser } from './auth/request-user';
export { type Config, loadConfig } from './config';
export type { Db, DbDriver } from './db/db';
export { migrate } from './db/migrate';
export { openDb, prepareDb } from './db/open-db';
export { seed } from './db/seed';
export { consoleLogger, type Logger, silentLogger } from './logger';
export { type RunningServer, type StartServerOptions, startServer } from './server';
