import { type BusinessHours, type DayHours, slotWithinHours } from './business-hours';
import { addDays, daysBetween } from './calendar-dates';
import { minutesOfDay } from './clock-times';
import { longDate } from './display-dates';
import { weekdayName, weekdayOfDate } from './weekdays';

/**
 * One date's exception to a location's weekly hours: closed all day (`open` and `close` null), or
 * open at other hours (a late opening, an early close). `label` says why: 'Thanksgiving Day'.
 */
export interface DateHours {
  date: string;
  open: string | null;
  close: string | null;
  label: string;
}

/** A location's booking rules, in minutes: how far ahead a visit must be booked, and the gap kept between visits. */
export interface BookingRules {
  minNoticeMinutes: number;
  bufferMinutes: number;
}

export const NO_BOOKING_RULES: BookingRules = { minNoticeMinutes: 0, bufferMinutes: 0 };
/** The minimum notices the Business Profile offers. */
export const MIN_NOTICE_CHOICES = [0, 60, 120, 240, 720, 1440, 2880] as const;
/** The buffers between visits the Business Profile offers. */
export const BUFFER_CHOICES = [0, 15, 30, 60] as const;
/** How far ahead a slot can be booked, counted from today at the location (about six months). */
export const BOOKING_HORIZON_DAYS = 180;
/** The longest label a date's closure or special hours take. */
export const DATE_HOURS_LABEL_MAX = 80;

/** '2 hours', '1 day', '15 minutes'; 0 is 'None'. */
export function minutesLabel(minutes: number): string {
  if (minutes === 0) return 'None';
  const [count, unit] =
    minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

const dateHoursLabel = (dateHours: DateHours) => (dateHours.label ? ` (${dateHours.label})` : '');

export const scheduleMessages = {
  closedOn: (day: string) => `This location is closed on ${day}s. Please choose another day.`,
  closedDate: (dateHours: DateHours) =>
    `This location is closed on ${longDate(dateHours.date)}${dateHoursLabel(dateHours)}. Please choose another day.`,
  specialHours: (dateHours: DateHours) =>
    `On ${longDate(dateHours.date)} this location is open ${dateHours.open}–${dateHours.close}${dateHoursLabel(dateHours)}. Please choose a slot within those hours.`,
  notOffered: 'That time slot is not offered at this location. Please choose another slot.',
  pastDate: 'You cannot book an appointment on a past date. Please choose today or a later date.',
  beyondHorizon: `Appointments can be booked up to ${BOOKING_HORIZON_DAYS} days ahead. Please choose an earlier date.`,
  started: 'That time slot has already started. Please choose a later slot.',
  notice: (minutes: number) =>
    `This location takes bookings at least ${minutesLabel(minutes)} ahead. Please choose a later slot.`,
  buffer: (minutes: number) =>
    `This location keeps ${minutesLabel(minutes)} free between visits, and that slot is too close to another booking. Please choose another slot.`,
  /** An administrator took the business out of the search (issue 26): no new bookings until relisted. */
  notTakingBookings: 'This provider is not taking bookings right now.',
} as const;

/** The hours a location keeps on a date: the date's own hours when it has some, else the weekday's. */
export function hoursOnDate(
  weekly: BusinessHours,
  date: string,
  dateHours: DateHours | undefined,
): DayHours | undefined {
  if (!dateHours) return weekly[weekdayOfDate(date)];
  if (dateHours.open === null || dateHours.close === null) return { open: '00:00', close: '00:00', isClosed: true };
  return { open: dateHours.open, close: dateHours.close, isClosed: false };
}

/** What a slot is judged against: the location's date, clock and rules, and the slots already held that day. */
export interface SlotContext {
  date: string;
  /** Today and the time of day at the location ('HH:MM'). */
  today: string;
  timeNow: string;
  weekly: BusinessHours;
  dateHours: DateHours | undefined;
  rules: BookingRules;
  /** Live bookings on the date (not the one being moved), 24-hour times. */
  held: readonly { start: string; end: string }[];
}

export type SlotProblem = {
  kind:
    | 'closedWeekday'
    | 'closedDate'
    | 'specialHours'
    | 'notOffered'
    | 'past'
    | 'beyondHorizon'
    | 'started'
    | 'notice'
    | 'buffer';
  message: string;
};

/**
 * Why a slot ('HH:MM' start and end) cannot be booked, or undefined when it can: the one rule the
 * slot list and the booking check share. A slot someone holds is not a problem here: the list shows
 * it as booked, and the bookings table's unique key refuses a second booking of it.
 */
export function slotProblem(slot: { start: string; end: string }, context: SlotContext): SlotProblem | undefined {
  const { date, today, timeNow, weekly, dateHours, rules } = context;
  const hours = hoursOnDate(weekly, date, dateHours);
  if (dateHours && hours?.isClosed) return { kind: 'closedDate', message: scheduleMessages.closedDate(dateHours) };
  if (!hours || hours.isClosed) {
    return { kind: 'closedWeekday', message: scheduleMessages.closedOn(weekdayName(weekdayOfDate(date))) };
  }
  if (!slotWithinHours(hours, slot.start, slot.end)) {
    return dateHours
      ? { kind: 'specialHours', message: scheduleMessages.specialHours(dateHours) }
      : { kind: 'notOffered', message: scheduleMessages.notOffered };
  }
  if (date < today) return { kind: 'past', message: scheduleMessages.pastDate };
  if (date > addDays(today, BOOKING_HORIZON_DAYS))
    return { kind: 'beyondHorizon', message: scheduleMessages.beyondHorizon };
  const minutesAhead = daysBetween(today, date) * 1440 + minutesOfDay(slot.start) - minutesOfDay(timeNow);
  if (minutesAhead <= 0) return { kind: 'started', message: scheduleMessages.started };
  if (minutesAhead < rules.minNoticeMinutes)
    return { kind: 'notice', message: scheduleMessages.notice(rules.minNoticeMinutes) };
  if (rules.bufferMinutes > 0) {
    const start = minutesOfDay(slot.start);
    const end = minutesOfDay(slot.end);
    const tooClose = context.held.some((other) => {
      if (other.start === slot.start && other.end === slot.end) return false;
      return (
        start < minutesOfDay(other.end) + rules.bufferMinutes && end + rules.bufferMinutes > minutesOfDay(other.start)
      );
    });
    if (tooClose) return { kind: 'buffer', message: scheduleMessages.buffer(rules.bufferMinutes) };
  }
  return undefined;
}

/** The kinds of problem that take a slot off the list (the rest the list shows greyed, as before). */
export const UNLISTED_SLOT_PROBLEMS: readonly SlotProblem['kind'][] = [
  'closedDate',
  'specialHours',
  'notice',
  'buffer',
];

/** The sentence a booking dialog shows for a date the location is closed, or undefined when it is open. */
export function closedDateMessage(
  weekly: BusinessHours,
  date: string,
  dateHours: DateHours | undefined,
): string | undefined {
  const hours = hoursOnDate(weekly, date, dateHours);
  if (hours && !hours.isClosed) return undefined;
  return dateHours
    ? scheduleMessages.closedDate(dateHours)
    : scheduleMessages.closedOn(weekdayName(weekdayOfDate(date)));
}
