import { describe, expect, it } from 'vitest';
import { isNotificationType, isSlug, slugFromTitle } from './admin-content';

describe('slugs', () => {
  it.each([
    ['About Us', 'about-us'],
    ['  What to do in the first 24 hours?  ', 'what-to-do-in-the-first-24-hours'],
    ['Café & Crème — Menü', 'cafe-creme-menu'],
    ['!!!', ''],
  ])('slugFromTitle(%j) is %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('keeps suggestions within the database limit and valid', () => {
    const slug = slugFromTitle('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(isSlug(slug)).toBe(true);
  });

  it.each([
    ['about-sponsored-listings', true],
    ['About', false],
    ['two--hyphens', false],
    ['-leading', false],
    ['spaces here', false],
    ['a'.repeat(121), false],
  ])('isSlug(%j) is %s', (value, expected) => {
    expect(isSlug(value)).toBe(expected);
  });
});

describe('notification types', () => {
  it('knows the four types and nothing else', () => {
    expect(['info', 'success', 'warning', 'error'].every(isNotificationType)).toBe(true);
    expect(isNotificationType('critical')).toBe(false);
    expect(isNotificationType(undefined)).toBe(false);
  });
});
