import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
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
    });
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

  it.each(['abc', '-1', '70000', '3000.5'])('refuses PORT=%s with a clear message', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(`PORT must be a whole number from 0 to 65535, not "${port}".`);
  });
});
