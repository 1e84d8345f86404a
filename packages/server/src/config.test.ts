import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, mapTileOrigin } from './config';
import { findRepoRoot } from './repo-root';

describe('loadConfig', () => {
  it('runs locally with no settings at all', () => {
    const root = findRepoRoot();
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(root, '.data'),
      databaseUrl: undefined,
      appDist: join(root, 'packages', 'app', 'dist'),
      openapiFile: join(root, 'openapi', 'api-v1.yaml'),
      supabaseDir: join(root, 'supabase'),
      extraConnectSrc: [],
      jwtSecret: undefined,
      publicUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Injury Assist <no-reply@injury-assist.local>',
      trustProxy: false,
      searchCacheTtlMs: 60_000,
      supabaseAnonKey: 'local-anon-key',
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      paymentsWebhookSecret: undefined,
      mapTileUrl: null,
      production: false,
      pgliteFsync: true,
      dbLimits: {
        statementTimeoutMs: 30_000,
        lockTimeoutMs: 10_000,
        idleInTransactionTimeoutMs: 60_000,
        pgliteTransactionLimitMs: 10_000,
      },
    });
  });

  it('reads the database time limits, where 0 turns one off, and refuses what is not whole milliseconds', () => {
    expect(
      loadConfig({
        STATEMENT_TIMEOUT_MS: '5000',
        LOCK_TIMEOUT_MS: '0',
        IDLE_IN_TRANSACTION_TIMEOUT_MS: '120000',
        PGLITE_TRANSACTION_LIMIT_MS: '2500',
      }).dbLimits,
    ).toEqual({
      statementTimeoutMs: 5000,
      lockTimeoutMs: 0,
      idleInTransactionTimeoutMs: 120_000,
      pgliteTransactionLimitMs: 2500,
    });
    expect(() => loadConfig({ LOCK_TIMEOUT_MS: '10s' })).toThrow(
      'LOCK_TIMEOUT_MS must be a whole number of milliseconds (0 turns the limit off), not "10s".',
    );
  });

  it('takes MAP_TILE_URL only as an https template with {z}, {x} and {y}, and allows its origin for images', () => {
    const template = 'https://tiles.example.org/osm/{z}/{x}/{y}.png';
    expect(loadConfig({ MAP_TILE_URL: template }).mapTileUrl).toBe(template);
    expect(mapTileOrigin(template)).toEqual(['https://tiles.example.org']);
    expect(mapTileOrigin(null)).toEqual([]);
    for (const value of [
      'http://tiles.example.org/{z}/{x}/{y}.png',
      'https://tiles.example.org/{z}/{x}.png',
      'tiles',
    ]) {
      expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(
        `MAP_TILE_URL must be an https URL with {z}, {x} and {y}, such as https://tile.example.org/{z}/{x}/{y}.png, not "${value}".`,
      );
    }
  });

  it('reads the payment settings, and takes Stripe only with both of its keys', () => {
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_456',
        PAYMENTS_WEBHOOK_SECRET: 'p'.repeat(32),
      }),
    ).toMatchObject({
      stripeSecretKey: 'sk_test_123',
      stripeWebhookSecret: 'whsec_456',
      paymentsWebhookSecret: 'p'.repeat(32),
    });
    const both = /Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/;
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(both);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_456' })).toThrow(both);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_… or rk_…).',
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be/,
    );
    expect(() => loadConfig({ PAYMENTS_WEBHOOK_SECRET: 'short' })).toThrow(
      'PAYMENTS_WEBHOOK_SECRET must be at least 32 characters long.',
    );
  });

  it('takes the anon key, and lets the browser reach a hosted Supabase project over https and wss', () => {
    const config = loadConfig({ SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'public-anon-key' });
    expect(config.supabaseAnonKey).toBe('public-anon-key');
    expect(config.extraConnectSrc).toEqual(['https://abcd.supabase.co', 'wss://abcd.supabase.co']);
    expect(() => loadConfig({ SUPABASE_URL: 'abcd.supabase.co' })).toThrow(
      'SUPABASE_URL must be an http(s) URL such as https://abcd.supabase.co, not "abcd.supabase.co".',
    );
  });

  it('knows production by NODE_ENV, and lets PGLITE_FSYNC=0 trade durability for speed', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ production: true, pgliteFsync: true });
    expect(loadConfig({ NODE_ENV: 'development', PGLITE_FSYNC: '0' })).toMatchObject({
      production: false,
      pgliteFsync: false,
    });
    expect(() => loadConfig({ PGLITE_FSYNC: 'maybe' })).toThrow('PGLITE_FSYNC must be 1 or 0, not "maybe".');
  });

  it('reads the access and mail settings', () => {
    const config = loadConfig({
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://injury-assist.example/',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Support <help@injury-assist.example>',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      jwtSecret: 'x'.repeat(40),
      publicUrl: 'https://injury-assist.example',
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailFrom: 'Support <help@injury-assist.example>',
      trustProxy: true,
    });
  });

  it('refuses a short JWT_SECRET without printing it', () => {
    expect(() => loadConfig({ JWT_SECRET: 'hunter2' })).toThrow('JWT_SECRET must be at least 32 characters long.');
    try {
      loadConfig({ JWT_SECRET: 'hunter2' });
    } catch (error) {
      expect(String(error)).not.toContain('hunter2');
    }
  });

  it('refuses a malformed SMTP_URL without printing it', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example:secret' })).toThrow(
      /^SMTP_URL must start with smtp:\/\/ or smtps:\/\/\.$/,
    );
  });

  it.each([
    ['PUBLIC_URL', 'ftp://x.example', /PUBLIC_URL must be an http\(s\) URL/],
    ['PUBLIC_URL', 'not a url', /PUBLIC_URL must be an http\(s\) URL/],
    ['TRUST_PROXY', 'maybe', /TRUST_PROXY must be 1 or 0/],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('reads the environment, treating blank values as unset', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/ia',
      DATABASE_URL: ' ',
      CSP_CONNECT_SRC: 'https://abc.supabase.co  wss://abc.supabase.co',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/tmp/ia',
      databaseUrl: undefined,
      extraConnectSrc: ['https://abc.supabase.co', 'wss://abc.supabase.co'],
    });
  });

  it('allows the IP_GEOLOCATION_URL origin in the CSP connect-src', () => {
    const config = loadConfig({
      CSP_CONNECT_SRC: 'https://abc.supabase.co',
      IP_GEOLOCATION_URL: 'https://geo.example:8443/json?fields=lat,lon',
    });
    expect(config.extraConnectSrc).toEqual(['https://abc.supabase.co', 'https://geo.example:8443']);
  });

  it.each(['geo.example/json', 'ftp://geo.example/json'])('refuses IP_GEOLOCATION_URL=%s', (value) => {
    expect(() => loadConfig({ IP_GEOLOCATION_URL: value })).toThrow(
      `IP_GEOLOCATION_URL must be an http(s) URL such as https://ipapi.example/json, not "${value}".`,
    );
  });

  it('reads SEARCH_CACHE_TTL_MS, where 0 turns the search cache off', () => {
    expect(loadConfig({ SEARCH_CACHE_TTL_MS: '5000' }).searchCacheTtlMs).toBe(5000);
    expect(loadConfig({ SEARCH_CACHE_TTL_MS: '0' }).searchCacheTtlMs).toBe(0);
    expect(loadConfig({ SEARCH_CACHE_TTL_MS: ' ' }).searchCacheTtlMs).toBe(60_000);
  });

  it.each(['-1', '1.5', '1e3', 'soon', '99999999999999999999'])('refuses SEARCH_CACHE_TTL_MS=%s', (value) => {
    expect(() => loadConfig({ SEARCH_CACHE_TTL_MS: value })).toThrow(
      `SEARCH_CACHE_TTL_MS must be a whole number of milliseconds (0 turns the cache off), not "${value}".`,
    );
  });

  it.each(['abc', '-1', '70000', '3000.5'])('refuses PORT=%s with a clear message', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(`PORT must be a whole number from 0 to 65535, not "${port}".`);
  });
});
