import { join, resolve } from 'node:path';
import { findRepoRoot } from './repo-root';

export interface Config {
  /** TCP port; 0 picks a free one. */
  port: number;
  host: string;
  /** Where the embedded database (DATA_DIR/pglite) and other local state live. */
  dataDir: string;
  /** When set, PostgreSQL at this URL is used instead of the embedded database. */
  databaseUrl: string | undefined;
  /** The built SPA (index.html + assets/) served at `/`. */
  appDist: string;
  /** The API v1 contract every request is validated against. */
  openapiFile: string;
  /** Holds migrations/*.sql and seed.sql. */
  supabaseDir: string;
  /** Extra origins the app may call (e.g. a hosted Supabase project), added to CSP connect-src. */
  extraConnectSrc: string[];
}

type Env = Record<string, string | undefined>;

/** Settings from the environment, with defaults that run the product locally. */
export function loadConfig(env: Env = process.env): Config {
  const setting = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const explicitPaths =
    setting('OPENAPI_FILE') && setting('SUPABASE_DIR') && setting('DATA_DIR') && setting('APP_DIST');
  // Only look for the repository when some path is left to its default.
  const root = explicitPaths ? process.cwd() : findRepoRoot();
  const path = (name: string, fallback: string) => resolve(setting(name) ?? fallback);

  return {
    port: parsePort(setting('PORT') ?? '3000'),
    host: setting('HOST') ?? '127.0.0.1',
    dataDir: path('DATA_DIR', join(root, '.data')),
    databaseUrl: setting('DATABASE_URL'),
    appDist: path('APP_DIST', join(root, 'packages', 'app', 'dist')),
    openapiFile: path('OPENAPI_FILE', join(root, 'openapi', 'api-v1.yaml')),
    supabaseDir: path('SUPABASE_DIR', join(root, 'supabase')),
    extraConnectSrc: (setting('CSP_CONNECT_SRC') ?? '').split(/\s+/).filter(Boolean),
  };
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  }
  return port;
}
