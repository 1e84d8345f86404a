import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../repo-root';
import { createTestApp } from '../testing/test-app';

describe('serving the built app', () => {
  let appDist = '';
  let empty = '';
  const INDEX = '<!doctype html><title>Injury Assist</title><div id="root"></div>';
  // Large enough for scripts/precompress.mjs to write compressed copies of it.
  const BUNDLE = Array.from({ length: 200 }, (_, i) => `export const value${i} = 'value number ${i}';`).join('\n');

  beforeAll(() => {
    appDist = mkdtempSync(join(tmpdir(), 'ia-app-dist-'));
    empty = mkdtempSync(join(tmpdir(), 'ia-app-empty-'));
    mkdirSync(join(appDist, 'assets'));
    writeFileSync(join(appDist, 'index.html'), INDEX);
    writeFileSync(join(appDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(appDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(appDist, '.env'), 'SECRET=1');
    writeFileSync(join(appDist, 'assets', 'app-def456.js'), BUNDLE);
    // Bounded: a synchronous wait blocks the test worker, where no test timeout can fire.
    const built = spawnSync('node', [join(findRepoRoot(), 'scripts/precompress.mjs'), appDist], {
      encoding: 'utf8',
      timeout: 60_000,
      killSignal: 'SIGKILL',
    });
    if (built.status !== 0) throw new Error(built.error?.message ?? built.stderr);
  });
  afterAll(() => {
    rmSync(appDist, { recursive: true, force: true });
    rmSync(empty, { recursive: true, force: true });
  });
  const request = (path: string, init?: RequestInit) => createTestApp({ appDist }).request(path, init);

  it('serves index.html at / with the SEO tags, revalidated on every visit, 304 while unchanged', async () => {
    const response = await request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // The page is the build's, with the site's SEO tags in place of its title (content/site-document.ts).
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><title>Injury Assist<\/title>/);
    expect(html).toContain('<meta property="og:title" content="Injury Assist" />');
    expect(html.endsWith('<div id="root"></div>')).toBe(true);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');

    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await request('/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await request('/', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
    // The page depends on the saved settings too, so the build file's time is no validator for it.
    expect(response.headers.get('last-modified')).toBeNull();
    expect((await request('/', { headers: { 'if-modified-since': new Date().toUTCString() } })).status).toBe(200);

    const gz = await request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    expect(gz.headers.get('etag')).not.toBe(etag);
  });

  it('sends the brotli copy of an asset when the browser accepts brotli, else gzip, else the file', async () => {
    const br = await request('/assets/app-def456.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(BUNDLE.length / 3);
    expect(brotliDecompressSync(brBytes).toString()).toBe(BUNDLE);

    const gz = await request('/assets/app-def456.js', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BUNDLE);

    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': '*;q=0' }] as Record<
      string,
      string
    >[]) {
      const plain = await request('/assets/app-def456.js', { headers });
      expect(plain.headers.get('content-encoding'), JSON.stringify(headers)).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(await plain.text()).toBe(BUNDLE);
    }
    // Each copy has its own validator, so a cache never answers one coding with another.
    expect(br.headers.get('etag')).not.toBe(gz.headers.get('etag'));
  });

  it('writes no compressed copy of a file too small to gain from one', () => {
    expect(existsSync(join(appDist, 'assets', 'app-def456.js.br'))).toBe(true);
    expect(existsSync(join(appDist, 'assets', 'app-def456.js.gz'))).toBe(true);
    expect(existsSync(join(appDist, 'assets', 'index-abc123.js.br'))).toBe(false);
  });

  it('falls back to index.html for client-side routes', async () => {
    for (const path of ['/user-log-in', '/customer-dashboard/history', '/admin/users?page=2', '/api-docs']) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<title>Injury Assist</title>');
      expect(html.endsWith('<div id="root"></div>'), path).toBe(true);
    }
  });

  it('serves hashed assets with a year-long cache and the right type', async () => {
    const response = await request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('accepts APP_DIST written with a trailing slash', async () => {
    const response = await createTestApp({ appDist: `${appDist}/` }).request('/assets/index-abc123.js');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('serves other files at the root', async () => {
    const response = await request('/favicon.svg');
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('answers a missing asset with 404 rather than index.html', async () => {
    expect((await request('/assets/gone-123.js')).status).toBe(404);
  });

  it('does not swallow server paths', async () => {
    const api = await request('/api/v1/nope');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ status: 404, message: 'There is no API call GET /api/v1/nope.' });
    // The Supabase-compatible auth answers in GoTrue's error shape.
    const auth = await request('/auth/v1/nothing-here');
    expect(auth.status).toBe(404);
    expect(await auth.json()).toMatchObject({ code: 'not_found' });
    // So does the Supabase-compatible REST gateway, in PostgREST's.
    expect(await (await request('/rest/v1/profiles')).json()).toMatchObject({ code: 'PGRST302' });
    for (const path of ['/realtime/v1/websocket', '/dev/nothing-here', '/uploads/x.png']) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({ status: 404 });
    }
  });

  it('falls back only for GET and HEAD', async () => {
    expect((await request('/user-log-in', { method: 'HEAD' })).status).toBe(200);
    expect((await request('/user-log-in', { method: 'POST' })).status).toBe(404);
  });

  it('never serves files outside the build or dotfiles', async () => {
    for (const path of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/.env', '/assets/..%2f.env']) {
      const text = await (await request(path)).text();
      expect(text, path).not.toContain('root:');
      expect(text, path).not.toContain('SECRET');
    }
  });

  it('says the app needs building when there is no index.html', async () => {
    const response = await createTestApp({ appDist: empty }).request('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('The app has not been built yet');
    expect((await createTestApp({ appDist: join(empty, 'missing') }).request('/anything')).status).toBe(200);
  });
});
