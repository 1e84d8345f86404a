import { describe, expect, it } from 'vitest';
import { seoChecks } from './seoChecks';

describe('seoChecks', () => {
  it('scores the share of checks the saved settings pass', () => {
    const good = {
      siteTitle: 'Injury Assist — find and book injury care',
      siteDescription: 'Find doctors, therapists and injury attorneys near you, see their free slots and book online.',
      keywords: 'injury doctor',
      ogImage: 'https://cdn.example.test/og.png',
    };
    expect(seoChecks(good, 7).score).toBe(100);
    expect(seoChecks({ ...good, ogImage: null }, 7).score).toBe(80);
    const empty = seoChecks({ siteTitle: '', siteDescription: '', keywords: '', ogImage: null }, 1);
    expect(empty.score).toBe(0);
    expect(empty.checks.every((check) => !check.passed)).toBe(true);
  });
});
