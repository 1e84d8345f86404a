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
  /**
   * Signs access tokens (HS256). Unset: a secret is generated once into DATA_DIR/jwt-secret.
   * Set it to a hosted Supabase project's JWT secret so its access policies accept our tokens.
   */
  jwtSecret: string | undefined;
  /** The origin people reach the app at, used for links in mail. Unset: the server's own URL. */
  publicUrl: string | undefined;
  /** smtp(s)://user:pass@host:port — mail goes out through it; unset keeps mail in the dev mailbox. */
  smtpUrl: string | undefined;
  /** The From header of outgoing mail. */
  mailFrom: string;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For (the proxy's entry). */
  trustProxy: boolean;
  /**
   * How long (ms) a provider search's answer is served from the server's memory before the
   * database is asked again (SEARCH_CACHE_TTL_MS, default 60000); 0 turns the cache off.
   * Provider and admin edits clear it at once (search/search-cache.ts, `invalidate()`), so the TTL
   * bounds only how stale an answer can be after a change made outside this process.
   */
  searchCacheTtlMs: number;
  /**
   * The key that stands for "no signed-in user" at /rest/v1 and /realtime/v1 (SUPABASE_ANON_KEY,
   * default the app's 'local-anon-key'). It is public: the app carries it.
   */
  supabaseAnonKey: string;
  /**
   * Stripe's secret API key and the signing secret of its webhook endpoint: with both set,
   * payments go through Stripe Checkout; with neither, through the local test checkout.
   */
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /**
   * Signs the local checkout's events to our webhook. Unset: generated once into
   * DATA_DIR/payments-webhook-secret (set it when several processes share one database).
   */
  paymentsWebhookSecret: string | undefined;
  /**
   * A map tile URL template with {z}, {x} and {y} (MAP_TILE_URL, e.g. an OpenStreetMap-style tile
   * server): the business profile shows its locations on tiles from it, and its origin joins the
   * CSP img-src. Unset: a placeholder with the coordinates, and no request leaves the site.
   */
  mapTileUrl: string | null;
  /**
   * NODE_ENV=production: a deployment. The dev mailbox is off whatever SMTP_URL says (mail is
   * dropped with a warning until SMTP_URL is set), since it would show anyone the reset links.
   */
  production: boolean;
  /**
   * PGLITE_FSYNC (default 1): the embedded database syncs its write-ahead log to disk at every
   * commit, so an acknowledged write survives a power cut. 0 trades that for speed (tests, demos).
   */
  pgliteFsync: boolean;
  /** Time limits of the database (docs/operations-server-stays-up.md), all in milliseconds. */
  dbLimits: DbTimeLimits;
}

/**
 * On PostgreSQL, set on every connection: STATEMENT_TIMEOUT_MS (default 30 s), LOCK_TIMEOUT_MS
 * (10 s) and IDLE_IN_TRANSACTION_TIMEOUT_MS (60 s). On PGlite: PGLITE_TRANSACTION_LIMIT_MS
 * (10 s), after which the watchdog rolls a transaction back. 0 turns a limit off.
 */
export interface DbTimeLimits {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  pgliteTransactionLimitMs: number;
}

export const DEFAULT_DB_TIME_LIMITS: DbTimeLimits = {
  statementTimeoutMs: 30_000,
  lockTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 60_000,
  pgliteTransactionLimitMs: 10_000,
};

/** What the app sends as its anon key when VITE_SUPABASE_ANON_KEY is not set at build time. */
export const DEFAULT_SUPABASE_ANON_KEY = 'local-anon-key';

/** SEARCH_CACHE_TTL_MS when unset: a minute. */
export const DEFAULT_SEARCH_CACHE_TTL_MS = 60_000;

export const DEFAULT_MAIL_FROM = 'Injury Assist <no-reply@injury-assist.local>';

/** HS256 wants a key at least as long as its hash (32 bytes); a hosted Supabase secret has 40 characters. */
export const MIN_JWT_SECRET_LENGTH = 32;

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
    extraConnectSrc: [
      ...(setting('CSP_CONNECT_SRC') ?? '').split(/\s+/).filter(Boolean),
      ...ipGeolocationOrigin(setting('IP_GEOLOCATION_URL')),
      ...supabaseOrigins(setting('SUPABASE_URL')),
    ],
    jwtSecret: parseJwtSecret(setting('JWT_SECRET')),
    publicUrl: parsePublicUrl(setting('PUBLIC_URL')),
    smtpUrl: parseSmtpUrl(setting('SMTP_URL')),
    mailFrom: setting('MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    trustProxy: parseFlag('TRUST_PROXY', setting('TRUST_PROXY')),
    searchCacheTtlMs: searchCacheTtlMs(env),
    supabaseAnonKey: setting('SUPABASE_ANON_KEY') ?? DEFAULT_SUPABASE_ANON_KEY,
    ...stripeKeys(setting('STRIPE_SECRET_KEY'), setting('STRIPE_WEBHOOK_SECRET')),
    paymentsWebhookSecret: parsePaymentsWebhookSecret(setting('PAYMENTS_WEBHOOK_SECRET')),
    mapTileUrl: parseMapTileUrl(setting('MAP_TILE_URL')),
    production: setting('NODE_ENV') === 'production',
    pgliteFsync: parseFlag('PGLITE_FSYNC', setting('PGLITE_FSYNC') ?? '1'),
    dbLimits: {
      statementTimeoutMs: parseMs('STATEMENT_TIMEOUT_MS', setting, DEFAULT_DB_TIME_LIMITS.statementTimeoutMs),
      lockTimeoutMs: parseMs('LOCK_TIMEOUT_MS', setting, DEFAULT_DB_TIME_LIMITS.lockTimeoutMs),
      idleInTransactionTimeoutMs: parseMs(
        'IDLE_IN_TRANSACTION_TIMEOUT_MS',
        setting,
        DEFAULT_DB_TIME_LIMITS.idleInTransactionTimeoutMs,
      ),
      pgliteTransactionLimitMs: parseMs(
        'PGLITE_TRANSACTION_LIMIT_MS',
        setting,
        DEFAULT_DB_TIME_LIMITS.pgliteTransactionLimitMs,
      ),
    },
  };
}

function parseMapTileUrl(value: string | undefined): string | null {
  if (value === undefined) return null;
  const example = 'https://tile.example.org/{z}/{x}/{y}.png';
  let url: URL;
  try {
    url = new URL(value.replace(/\{[xyz]\}/g, '0'));
  } catch {
    throw new Error(`MAP_TILE_URL must be an https URL with {z}, {x} and {y}, such as ${example}, not "${value}".`);
  }
  if (url.protocol !== 'https:' || !['{z}', '{x}', '{y}'].every((part) => value.includes(part))) {
    throw new Error(`MAP_TILE_URL must be an https URL with {z}, {x} and {y}, such as ${example}, not "${value}".`);
  }
  return value;
}

/** Where the map tiles come from, for the CSP img-src. */
export function mapTileOrigin(mapTileUrl: string | null): string[] {
  return mapTileUrl === null ? [] : [new URL(mapTileUrl.replace(/\{[xyz]\}/g, '0')).origin];
}

function stripeKeys(
  secretKey: string | undefined,
  webhookSecret: string | undefined,
): Pick<Config, 'stripeSecretKey' | 'stripeWebhookSecret'> {
  if ((secretKey === undefined) !== (webhookSecret === undefined)) {
    throw new Error(
      'Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments through Stripe, or neither for the local test checkout.',
    );
  }
  if (secretKey !== undefined && !/^(sk|rk)_/.test(secretKey)) {
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_… or rk_…).');
  }
  if (webhookSecret !== undefined && !webhookSecret.startsWith('whsec_')) {
    throw new Error("STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret (whsec_…).");
  }
  return { stripeSecretKey: secretKey, stripeWebhookSecret: webhookSecret };
}

function parsePaymentsWebhookSecret(value: string | undefined): string | undefined {
  if (value !== undefined && value.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(`PAYMENTS_WEBHOOK_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long.`);
  }
  return value;
}

// The messages below never repeat the value: JWT_SECRET and SMTP_URL carry secrets.

function parseJwtSecret(value: string | undefined): string | undefined {
  if (value !== undefined && value.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long.`);
  }
  return value;
}

function parsePublicUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) URL such as https://injury-assist.example, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an http(s) URL such as https://injury-assist.example, not "${value}".`);
  }
  // Links are built as PUBLIC_URL + '/path', so keep any base path but drop the trailing slash.
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * The app (built with the same IP_GEOLOCATION_URL) asks that service for the customer's position
 * when the browser's geolocation is refused, so its origin joins the CSP connect-src.
 */
function ipGeolocationOrigin(value: string | undefined): string[] {
  if (value === undefined) return [];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`IP_GEOLOCATION_URL must be an http(s) URL such as https://ipapi.example/json, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`IP_GEOLOCATION_URL must be an http(s) URL such as https://ipapi.example/json, not "${value}".`);
  }
  return [url.origin];
}

/**
 * A hosted Supabase project (SUPABASE_URL, the app built with the same setting) is called by the
 * browser over https and wss, so both origins join the CSP connect-src.
 */
function supabaseOrigins(value: string | undefined): string[] {
  if (value === undefined) return [];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SUPABASE_URL must be an http(s) URL such as https://abcd.supabase.co, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SUPABASE_URL must be an http(s) URL such as https://abcd.supabase.co, not "${value}".`);
  }
  return [url.origin, `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
}

function parseSmtpUrl(value: string | undefined): string | undefined {
  if (value !== undefined && !/^smtps?:\/\//.test(value)) {
    throw new Error('SMTP_URL must start with smtp:// or smtps://.');
  }
  return value;
}

function parseFlag(name: string, value: string | undefined): boolean {
  if (value === undefined) return false;
  if (['1', 'true', 'yes'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  throw new Error(`${name} must be 1 or 0, not "${value}".`);
}

/** SEARCH_CACHE_TTL_MS: a whole number of milliseconds, 0 for no cache; unset or blank is a minute. */
export function searchCacheTtlMs(env: Env = process.env): number {
  const value = env.SEARCH_CACHE_TTL_MS?.trim();
  if (!value) return DEFAULT_SEARCH_CACHE_TTL_MS;
  const ms = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(ms)) {
    throw new Error(
      `SEARCH_CACHE_TTL_MS must be a whole number of milliseconds (0 turns the cache off), not "${value}".`,
    );
  }
  return ms;
}

/** A whole number of milliseconds, 0 for no limit; unset or blank is the default. */
function parseMs(name: string, setting: (name: string) => string | undefined, fallback: number): number {
  const value = setting(name);
  if (value === undefined) return fallback;
  const ms = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(ms)) {
    throw new Error(`${name} must be a whole number of milliseconds (0 turns the limit off), not "${value}".`);
  }
  return ms;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  }
  return port;
}
