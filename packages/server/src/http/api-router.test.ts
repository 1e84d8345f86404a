import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import type { Logger } from '../logger';
import { stubDb } from '../testing/stub-db';
import { createTestApp } from '../testing/test-app';
import { loadApiContract } from './api-contract';

describe('API v1 routing', () => {
  it('answers an unknown API path with 404 in the error shape', async () => {
    const response = await createTestApp().request('/api/v1/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, message: 'There is no API call GET /api/v1/nope.' });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await createTestApp().request('/api/v1/categories_list', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({
      status: 405,
      message: '/api/v1/categories_list does not accept DELETE; it accepts GET, HEAD.',
    });
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await createTestApp().request('/api/v1/countries', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('does not match a trailing slash or a longer path', async () => {
    for (const path of ['/api/v1/countries/', '/api/v1/countries/1', '/api/v1/subcategories/1/2', '/api/v1']) {
      expect((await createTestApp().request(path)).status, path).toBe(404);
    }
  });

  it('answers other unknown server paths with 404 JSON, not the app', async () => {
    const response = await createTestApp().request('/api/v2/countries');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, message: 'There is nothing at /api/v2/countries.' });
  });

  it('turns a failure inside a handler into 500 with a fixed message, and logs the cause', async () => {
    const logger: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const db = stubDb({
      query: () => Promise.reject(new Error('connection refused: secret detail')),
    });
    const response = await createTestApp({ db, logger }).request('/api/v1/health');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ status: 500, message: 'Internal server error.' });
    expect(logger.error).toHaveBeenCalledWith(
      'GET /api/v1/health failed:',
      expect.objectContaining({ message: 'connection refused: secret detail' }),
    );
  });

  it('answers a value the database cannot store with 400, whatever endpoint let it through', async () => {
    const logger: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    for (const [code, message] of [
      ['22021', 'The request contains a value that cannot be stored. Please check what you entered.'],
      ['22008', 'The request contains a value that cannot be stored. Please check what you entered.'],
      ['22P02', 'The request contains a value that cannot be stored. Please check what you entered.'],
      ['23503', 'The request refers to something that does not exist.'],
    ]) {
      const failure = Object.assign(new Error('invalid input'), { code });
      const db = stubDb({ query: () => Promise.reject(failure) });
      const response = await createTestApp({ db, logger }).request('/api/v1/health');
      expect(response.status, code).toBe(400);
      expect(await response.json()).toEqual({ status: 400, message });
    }
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(
      'GET /api/v1/health: the database refused a value (SQLSTATE 23503: invalid input); answered 400.',
    );
  });

  it('refuses control characters in the address of any request, API or not, with 400', async () => {
    for (const path of [
      '/api/v1/countries?x=%00',
      '/dev/mailbox?to=%00',
      '/auth/v1/verify?token=%1b',
      '/some%00page',
    ]) {
      const response = await createTestApp().request(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({
        status: 400,
        message: 'The address of the request must not contain control characters.',
      });
    }
  });

  it('refuses an oversized JSON body with 413', async () => {
    const response = await createTestApp().request('/api/v1/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ status: 413 });
  });

  it('refuses an oversized body of any other type, or of none, with 413 too', async () => {
    for (const headers of [{ 'content-type': 'text/plain' }, {}] as Record<string, string>[]) {
      const response = await createTestApp().request('/api/v1/health', {
        method: 'POST',
        headers,
        // Bytes: no type is implied, so the empty headers send none.
        body: new Uint8Array(1024 * 1024 + 1),
      });
      expect(response.status).toBe(413);
    }
  });

  it('sets the security headers on API answers, errors and pages alike', async () => {
    for (const path of ['/api/v1/countries', '/api/v1/nope', '/']) {
      const response = await createTestApp().request(path);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      // WebSockets to our own origin (PUBLIC_URL) only, never ws:/wss: to any host.
      expect(csp, path).toContain("connect-src 'self' ws://app.injury-assist.test;");
    }
  });

  it('marks every API answer no-store, so no browser or proxy keeps personal data', async () => {
    for (const path of [
      '/api/v1/countries',
      '/api/v1/nope',
      '/api/v1/getUserById/00000000-0000-4000-8000-000000000001',
    ]) {
      const response = await createTestApp().request(path);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('the API contract', () => {
  const contract = loadApiContract(loadConfig().openapiFile);

  it('is mounted at its server URL', () => {
    expect(contract.basePath).toBe('/api/v1');
  });

  it('documents a 400 answer for every call that takes input, and a 500 for every call', () => {
    for (const { operationId, method, path } of contract.operations) {
      const operation = contract.document.paths?.[path]?.[method];
      const responses = Object.keys(operation?.responses ?? {});
      const takesInput = (operation?.parameters?.length ?? 0) > 0 || operation?.requestBody !== undefined;
      if (takesInput) expect(responses, operationId).toContain('400');
      expect(responses, operationId).toContain('500');
    }
  });
});
