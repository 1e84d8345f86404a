import { describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from './webhook-signature';

const SECRET = 'test-payments-secret';
const AT = new Date('2026-11-21T12:00:00Z');
const BODY = '{"id":"evt_1"}';
const seconds = (n: number) => new Date(AT.getTime() + n * 1000);

describe('local webhook signature', () => {
  it('accepts its own signature within five minutes either way', () => {
    const header = signPayload(BODY, SECRET, AT);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    for (const offset of [0, 300, -300])
      expect(() => verifySignature(BODY, header, SECRET, seconds(offset))).not.toThrow();
  });

  it.each([
    ['a missing header', null, 'The event has no signature.'],
    ['no timestamp', 'v1=abc', 'The event signature is malformed.'],
    ['no v1', 't=1', 'The event signature is malformed.'],
    ['another secret', signPayload(BODY, 'another-secret', AT), 'The event signature does not match.'],
    ['another body', signPayload('{"id":"evt_2"}', SECRET, AT), 'The event signature does not match.'],
    ['a short signature', `t=${AT.getTime() / 1000},v1=ab`, 'The event signature does not match.'],
  ])('refuses %s', (_case, header, message) => {
    expect(() => verifySignature(BODY, header, SECRET, AT)).toThrow(message);
  });

  it('refuses a genuine signature older or newer than five minutes', () => {
    const header = signPayload(BODY, SECRET, AT);
    expect(() => verifySignature(BODY, header, SECRET, seconds(301))).toThrow(
      'The event was signed more than five minutes from now.',
    );
    expect(() => verifySignature(BODY, header, SECRET, seconds(-301))).toThrow(
      'The event was signed more than five minutes from now.',
    );
  });

  it('accepts any matching v1 entry, so a secret can be rotated', () => {
    const current = signPayload(BODY, SECRET, AT);
    const old = signPayload(BODY, 'old-secret', AT).split(',')[1];
    expect(() => verifySignature(BODY, `${current},${old}`, SECRET, AT)).not.toThrow();
    expect(() => verifySignature(BODY, `${current},${old}`, 'old-secret', AT)).not.toThrow();
  });
});
