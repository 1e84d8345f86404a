import { describe, expect, it } from 'vitest';
import { isEmailAddress, isPhoneNumber, isWebAddress } from './contact-formats';

describe('contact formats', () => {
  it('reads e-mail addresses as text, @, text, dot, text', () => {
    expect(isEmailAddress('care@biscayneortho.example')).toBe(true);
    expect(isEmailAddress('care@biscayneortho')).toBe(false);
    expect(isEmailAddress('no at sign.example')).toBe(false);
  });

  it.each(['desk+boost@biscayne-ortho.example', ' o.brien@clinic.co.uk ', 'josé@médico.example', 'a@b.io'])(
    'takes %s as an e-mail address',
    (text) => expect(isEmailAddress(text)).toBe(true),
  );

  it.each([
    'a@b.c, x@y.z',
    'a@b.c;x@y.z',
    '"<b>hi</b>"@x.example',
    'Pat <pat@x.example>',
    'a@@b.example',
    'a@b..example',
    'a@-b.example',
    'a@b.example.',
    'a b@c.example',
    `${'x'.repeat(65)}@b.example`,
    `a@${'b'.repeat(250)}.example`,
  ])('refuses %s', (text) => expect(isEmailAddress(text)).toBe(false));

  it('reads phone numbers with an optional plus and at least 10 digits or separators', () => {
    expect(isPhoneNumber('+1 (305) 555-0101')).toBe(true);
    expect(isPhoneNumber('555-0101')).toBe(false);
  });

  it('reads web addresses only with http or https and a host', () => {
    expect(isWebAddress('https://biscayneortho.example')).toBe(true);
    expect(isWebAddress('http://biscayneortho.example/about?x=1')).toBe(true);
    expect(isWebAddress('biscayneortho.example')).toBe(false);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('https://localhost')).toBe(false);
  });
});
