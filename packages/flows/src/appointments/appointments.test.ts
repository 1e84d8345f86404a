import { describe, expect, it } from 'vitest';
import { appointmentStatus } from './appointmentStatus';
import { recentAppointments } from './recentAppointments';

describe('appointmentStatus', () => {
  it.each([
    [0, 'Pending'],
    [1, 'Confirmed'],
    [2, 'Completed'],
    [3, 'Canceled'],
    [4, 'Canceled'],
    [9, 'Canceled'],
  ])('status %i reads %s', (status, label) => {
    expect(appointmentStatus(status).label).toBe(label);
  });
});

describe('recentAppointments', () => {
  const today = '2026-11-21';
  it('keeps appointments within 5 days either side, nearest first', () => {
    const list = [
      { id: 1, date: '2026-11-15' },
      { id: 2, date: '2026-11-16' },
      { id: 3, date: '2026-11-24' },
      { id: 4, date: '2026-11-26' },
      { id: 5, date: '2026-11-27' },
      { id: 6, date: '2026-11-21 00:00:00' },
    ];
    expect(recentAppointments(list, today).map((item) => item.id)).toEqual([6, 3, 2, 4]);
  });
});
