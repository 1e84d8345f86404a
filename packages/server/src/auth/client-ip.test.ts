import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fromAddress } from '../testing/http-requests';
import { clientIp } from './client-ip';

describe('clientIp', () => {
  const app = (trustProxy: boolean) => new Hono().get('/', (c) => c.text(clientIp(c, trustProxy)));
  const ask = (trustProxy: boolean, headers: Record<string, string> = {}) =>
    Promise.resolve(app(trustProxy).request('/', { headers }, fromAddress('10.0.0.7'))).then((r) => r.text());

  it('uses the socket address and ignores X-Forwarded-For by default', async () => {
    expect(await ask(false)).toBe('10.0.0.7');
    expect(await ask(false, { 'x-forwarded-for': '1.2.3.4' })).toBe('10.0.0.7');
  });

  it('behind a trusted proxy, takes the entry the proxy added (the last)', async () => {
    expect(await ask(true, { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await ask(true)).toBe('10.0.0.7');
  });
});
