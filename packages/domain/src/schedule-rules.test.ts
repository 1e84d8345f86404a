import { describe, expect, it } from 'vitest';
import type { BusinessHours } from './business-hours';
import { closedDateMessage, type SlotContext, slotProblem } from './schedule-rules';

const weekly: BusinessHours = {
  monday: { open: '09:00', close: '17:00', isClosed: false },
  thursday: { open: '09:00', close: '17:00', isClosed: false },
  sunday: { open: '09:00', close: '17:00', isClosed: true },
};
const context = (changes: Partial<SlotContext>): SlotContext => ({
  date: '2026-11-23',
  today: '2026-11-23',
  timeNow: '08:00',
  weekly,
  dateHours: undefined,
  rules: { minNoticeMinutes: 0, bufferMinutes: 0 },
  held: [],
  ...changes,
});
const kind = (slot: string, changes: Partial<SlotContext>) => {
  const [start = '', end = ''] = slot.split('-');
  return slotProblem({ start, end }, context(changes))?.kind;
};

describe('slotProblem: the one rule of the slot list and the booking check', () => {
  it('closes a date that has a closure, and says why', () => {
    const dateHours = { date: '2026-11-26', open: null, close: null, label: 'Thanksgiving Day' };
    expect(slotProblem({ start: '09:00', end: '10:00' }, context({ date: '2026-11-26', dateHours }))?.message).toBe(
      'This location is closed on November 26, 2026 (Thanksgiving Day). Please choose another day.',
    );
    expect(closedDateMessage(weekly, '2026-11-26', dateHours)).toMatch(/Thanksgiving/);
    expect(closedDateMessage(weekly, '2026-11-26', undefined)).toBeUndefined();
  });

  it('keeps a date’s special hours instead of the weekday’s', () => {
    const dateHours = { date: '2026-11-23', open: '12:30', close: '15:30', label: 'Late opening' };
    expect(kind('09:00-10:00', { dateHours })).toBe('specialHours');
    expect(kind('12:30-13:30', { dateHours })).toBeUndefined();
    expect(kind('14:30-15:30', { dateHours })).toBeUndefined();
  });

  it('refuses a slot inside the minimum notice', () => {
    const rules = { minNoticeMinutes: 120, bufferMinutes: 0 };
    expect(kind('09:00-10:00', { rules })).toBe('notice');
    expect(kind('10:00-11:00', { rules })).toBeUndefined();
    expect(
      kind('09:00-10:00', {
        rules: { minNoticeMinutes: 1440, bufferMinutes: 0 },
        today: '2026-11-22',
        timeNow: '23:30',
      }),
    ).toBe('notice');
    expect(kind('07:00-08:00', { weekly: { monday: { open: '07:00', close: '17:00', isClosed: false } } })).toBe(
      'started',
    );
  });

  it('keeps the buffer free around the visits already booked, but not around the slot itself', () => {
    const rules = { minNoticeMinutes: 0, bufferMinutes: 30 };
    const held = [{ start: '12:00', end: '13:00' }];
    expect(kind('11:00-12:00', { rules, held })).toBe('buffer');
    expect(kind('13:00-14:00', { rules, held })).toBe('buffer');
    expect(kind('12:00-13:00', { rules, held })).toBeUndefined();
    expect(kind('14:00-15:00', { rules, held })).toBeUndefined();
    expect(kind('11:00-12:00', { rules: { minNoticeMinutes: 0, bufferMinutes: 0 }, held })).toBeUndefined();
  });

  it('answers the weekly closed day, a past date and the horizon as before', () => {
    expect(kind('09:00-10:00', { date: '2026-11-29' })).toBe('closedWeekday');
    expect(kind('09:00-10:00', { date: '2026-11-16' })).toBe('past');
    expect(kind('09:00-10:00', { date: '2027-11-22' })).toBe('beyondHorizon');
  });
});
