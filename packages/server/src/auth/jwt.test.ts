import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = 1_900_000_000;

describe('HS256 tokens', () => {
  const token = signJwt({ sub: 'u1', exp: NOW + 60 }, SECRET);

  it('verifies a token it signed until it expires', () => {
    expect(verifyJwt(token, SECRET, NOW)).toEqual({ ok: true, payload: { sub: 'u1', exp: NOW + 60 } });
    expect(verifyJwt(token, SECRET, NOW + 60)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another secret, an edited payload and a token without expiry', () => {
    expect(verifyJwt(token, `${SECRET}x`, NOW)).toEqual({ ok: false, reason: 'signature' });
    const [header, , signature] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ sub: 'admin', exp: NOW + 60 })).toString('base64url');
    expect(verifyJwt(`${header}.${edited}.${signature}`, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyJwt(signJwt({ sub: 'u1' }, SECRET), SECRET, NOW)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses alg none and anything that is not three parts', () => {
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'u1', exp: NOW + 60 })).toString('base64url');
    expect(verifyJwt(`${none}.${payload}.`, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    for (const bad of ['', 'abc', 'a.b', 'a.b.c.d', '%%%.%%%.%%%']) {
      expect(verifyJwt(bad, SECRET, NOW).ok, bad).toBe(false);
    }
  });
});
