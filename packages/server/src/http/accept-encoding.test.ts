import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './accept-encoding';

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br', 'br', true],
    ['gzip, deflate, br', 'gzip', true],
    ['gzip', 'br', false],
    ['BR;q=0.5', 'br', true],
    ['br;q=0, gzip', 'br', false],
    ['*', 'br', true],
    ['*, br;q=0', 'br', false],
    ['*;q=0', 'gzip', false],
    ['identity', 'gzip', false],
    [undefined, 'gzip', false],
    ['', 'br', false],
  ])('%s allows %s: %s', (header, coding, allowed) => {
    expect(acceptsEncoding(header, coding)).toBe(allowed);
  });
});
