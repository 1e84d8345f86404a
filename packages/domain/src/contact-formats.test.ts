import { describe, expect, it } from 'vitest';
import {
  e164PhoneNumber,
  isEmailAddress,
  isPhoneNumber,
  isWebAddress,
  phoneNumberForDisplay,
  telHref,
  webAddress,
} from './contact-formats';

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

  it.each([
    ['3055550199', '+13055550199'],
    ['(305) 555-0199', '+13055550199'],
    ['305-555-0199', '+13055550199'],
    ['+1 (305) 555-0199', '+13055550199'],
    ['1 305 555 0199', '+13055550199'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
  ])('stores the phone number %s as %s (E.164)', (typed, stored) => {
    expect(e164PhoneNumber(typed)).toBe(stored);
  });

  it('refuses to normalise what is not a phone number, and dials the E.164 form', () => {
    expect(e164PhoneNumber('555-0101')).toBeUndefined();
    expect(telHref('(305) 555-0199')).toBe('tel:+13055550199');
    expect(phoneNumberForDisplay('+13055550199')).toBe('+1 (305) 555-0199');
    expect(phoneNumberForDisplay('+442079460958')).toBe('+442079460958');
  });

  it('adds https:// to a web address typed without a scheme', () => {
    expect(webAddress('quinn-clinic.example')).toBe('https://quinn-clinic.example');
    expect(webAddress('  www.quinn-clinic.example/about ')).toBe('https://www.quinn-clinic.example/about');
    expect(webAddress('http://quinn-clinic.example')).toBe('http://quinn-clinic.example');
    expect(webAddress('ftp://quinn-clinic.example')).toBeUndefined();
    expect(webAddress('quinn clinic')).toBeUndefined();
  });

  it('reads web addresses only with http or https and a host', () => {
    expect(isWebAddress('https://biscayneortho.example')).toBe(true);
    expect(isWebAddress('http://biscayneortho.example/about?x=1')).toBe(true);
    expect(isWebAddress('biscayneortho.example')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('https://localhost')).toBe(false);
  });
});
