import { describe, expect, it } from 'vitest';
import { isRecent, RECENT_WINDOW_DAYS, recentConcerns } from './recentConcerns';

const now = new Date('2026-11-21T12:00:00Z');

describe('isRecent', () => {
  it('the window is 5 days (spec: "Recent window on the customer overview: 5 days")', () => {
    expect(RECENT_WINDOW_DAYS).toBe(5);
  });

  it.each([
    ['a moment ago', '2026-11-21T11:59:00Z', true],
    ['exactly 5 days ago', '2026-11-16T12:00:00Z', true],
    ['5 days and a second ago', '2026-11-16T11:59:59Z', false],
    ['a month ago', '2026-10-21T12:00:00Z', false],
    ['slightly ahead of the visitor (server clock)', '2026-11-21T12:00:30Z', true],
    ['with an offset', '2026-11-19T10:00:00+02:00', true],
    ['in Postgres text form', '2026-11-18 09:30:00+00', true],
    ['unreadable', 'yesterday', false],
    ['empty', '', false],
  ])('%s (%s) → %s', (_name, createdAt, recent) => {
    expect(isRecent(createdAt, now)).toBe(recent);
  });
});

describe('recentConcerns', () => {
  it('keeps concerns created within the last 5 days, newest first, without changing the list', () => {
    const concerns = [
      { id: 'a', created_at: '2026-11-17T08:00:00Z' },
      { id: 'b', created_at: '2026-11-01T08:00:00Z' },
      { id: 'c', created_at: '2026-11-21T08:00:00Z' },
      { id: 'd', created_at: '2026-11-19T08:00:00Z' },
      { id: 'e', created_at: 'not a date' },
    ];
    const before = concerns.map((concern) => concern.id);
    expect(recentConcerns(concerns, now).map((concern) => concern.id)).toEqual(['c', 'd', 'a']);
    expect(concerns.map((concern) => concern.id)).toEqual(before);
  });
});
