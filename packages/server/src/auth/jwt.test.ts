import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = 1_900_000_000;
const at = (seconds: number) => new Date(seconds * 1000);
const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('HS256 tokens', () => {
  it('verifies a token it signed until it expires, by the clock it is given', async () => {
    const token = await signJwt({ sub: 'u1', exp: NOW + 60 }, SECRET);
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(await verifyJwt(token, SECRET, at(NOW))).toEqual({ ok: true, payload: { sub: 'u1', exp: NOW + 60 } });
    expect(await verifyJwt(token, SECRET, at(NOW + 59.9))).toMatchObject({ ok: true });
    expect(await verifyJwt(token, SECRET, at(NOW + 60))).toEqual({ ok: false, reason: 'expired' });
  });

  it('checks a token it has verified before against the clock and the secret every time', async () => {
    const token = await signJwt({ sub: 'kept', exp: NOW + 60 }, SECRET);
    const first = await verifyJwt(token, SECRET, at(NOW));
    if (first.ok) first.payload.sub = 'admin';
    expect(await verifyJwt(token, SECRET, at(NOW + 1))).toEqual({ ok: true, payload: { sub: 'kept', exp: NOW + 60 } });
    expect(await verifyJwt(token, SECRET, at(NOW + 60))).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyJwt(token, `${SECRET}x`, at(NOW))).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses another secret, an edited payload and a token without expiry', async () => {
    const token = await signJwt({ sub: 'u1', exp: NOW + 60 }, SECRET);
    expect(await verifyJwt(token, `${SECRET}x`, at(NOW))).toEqual({ ok: false, reason: 'signature' });
    const [header, , signature] = token.split('.');
    const edited = segment({ sub: 'admin', exp: NOW + 60 });
    expect(await verifyJwt(`${header}.${edited}.${signature}`, SECRET, at(NOW))).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(await verifyJwt(await signJwt({ sub: 'u1' }, SECRET), SECRET, at(NOW))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses alg none, another algorithm and anything that is not a compact JWS', async () => {
    const payload = segment({ sub: 'u1', exp: NOW + 60 });
    expect(await verifyJwt(`${segment({ alg: 'none', typ: 'JWT' })}.${payload}.`, SECRET, at(NOW))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const hs512 = `${segment({ alg: 'HS512', typ: 'JWT' })}.${payload}.c2lnbmF0dXJl`;
    expect(await verifyJwt(hs512, SECRET, at(NOW))).toEqual({ ok: false, reason: 'malformed' });
    for (const bad of ['', 'abc', 'a.b', 'a.b.c.d', '%%%.%%%.%%%']) {
      expect((await verifyJwt(bad, SECRET, at(NOW))).ok, bad).toBe(false);
    }
  });
});
