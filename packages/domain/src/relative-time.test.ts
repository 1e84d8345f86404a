import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

describe('how long ago', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T11:59:30Z', 'Just now'],
    ['2026-11-23T11:59:00Z', '1 minute ago'],
    ['2026-11-23T11:15:00Z', '45 minutes ago'],
    ['2026-11-23T10:00:00Z', '2 hours ago'],
    ['2026-11-22T12:00:00Z', '1 day ago'],
    ['2026-11-01T12:00:00Z', '22 days ago'],
    ['2026-10-02T08:00:00Z', 'October 2, 2026'],
    ['2026-11-23T12:05:00Z', 'Just now'],
  ])('%s reads %s', (at, label) => {
    expect(timeAgo(at, now)).toBe(label);
  });
});
