import {
  calendarDate,
  DATE_HOURS_LABEL_MAX,
  type DateHours,
  longDate,
  minutesOfDay,
  parseSlotLabel,
  SLOT_MINUTES,
  slotWithinHours,
  upcomingUsHolidays,
} from '@injury-assist/domain';
import { HTTPException } from 'hono/http-exception';
import { type BookableLocation, findLocationById } from '../bookings/booking-queries';
import {
  addClosures,
  bookingsOn,
  dateHoursFrom,
  removeDateHours,
  saveBookingRules,
  saveDateHours,
} from '../bookings/date-hours-queries';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import { requireBusiness } from '../provider/provider-access';

export const scheduleRouteMessages = {
  notYourLocation: 'That location is not one of your business’s.',
  rulesSaved: 'Booking rules saved. The slot lists follow at once.',
  pastDate: 'Choose today or a later date.',
  notADate: 'The date must be a real calendar date (YYYY-MM-DD).',
  bothTimes: 'Give both the opening and the closing time, or neither to close all day.',
  shortDay: 'The closing time must be at least an hour after the opening time.',
  labelTooLong: `Keep the reason to ${DATE_HOURS_LABEL_MAX} characters.`,
  closed: (date: string) => `Closed on ${longDate(date)}. Customers cannot book that day.`,
  specialHours: (date: string) => `Hours for ${longDate(date)} saved.`,
  reopened: (date: string) => `${longDate(date)} is open at its usual hours again.`,
  holidaysAdded: (count: number) =>
    count === 0
      ? 'The holidays of the next 12 months are already closed.'
      : `${count === 1 ? 'One holiday' : `${count} holidays`} added as closures.`,
} as const;

const refuse = (status: 400 | 404, message: string) => new HTTPException(status, { message });

type ScheduleOperation =
  | 'getLocationSchedule'
  | 'updateLocationBookingRules'
  | 'setLocationDateHours'
  | 'removeLocationDateHours'
  | 'addHolidayClosures';

/** Closures, special hours, minimum notice and buffer: each location's, in Business Profile. */
export function scheduleHandlers({ db, now }: { db: Db; now: () => Date }): OperationHandlers<ScheduleOperation> {
  /** One of the caller's live locations, with today in its zone; 404 for anyone else's. */
  async function ownLocation(c: Parameters<typeof requireBusiness>[0], locationId: number): Promise<BookableLocation> {
    const { providerId } = await requireBusiness(c, db);
    const [owned] = await db.query(
      'select 1 from provider_locations where id = $1 and provider_id = $2 and removed_at is null',
      [locationId, providerId],
    );
    if (!owned) throw refuse(404, scheduleRouteMessages.notYourLocation);
    return findLocationById(db, locationId, now());
  }

  async function scheduleOf(location: BookableLocation) {
    const dates = await dateHoursFrom(db, location.id, location.today);
    const taken = new Set(dates.map(({ date }) => date));
    return {
      location_id: location.id,
      address: location.address,
      today: location.today,
      min_notice_minutes: location.min_notice_minutes,
      buffer_minutes: location.buffer_minutes,
      dates,
      holidays: upcomingUsHolidays(location.today).map((holiday) => ({ ...holiday, added: taken.has(holiday.date) })),
    };
  }

  function futureDate(location: BookableLocation, text: string): string {
    const date = calendarDate(text);
    if (date === undefined) throw refuse(400, scheduleRouteMessages.notADate);
    if (date < location.today) throw refuse(400, scheduleRouteMessages.pastDate);
    return date;
  }

  return {
    getLocationSchedule: async (c, { params }, reply) => {
      const location = await ownLocation(c, params.locationId);
      return reply(200, { status: 200, data: await scheduleOf(location) });
    },

    updateLocationBookingRules: async (c, { params, body }, reply) => {
      const location = await ownLocation(c, params.locationId);
      const rules = { minNoticeMinutes: body.min_notice_minutes, bufferMinutes: body.buffer_minutes };
      await saveBookingRules(db, location.id, rules);
      const saved = { ...location, min_notice_minutes: rules.minNoticeMinutes, buffer_minutes: rules.bufferMinutes };
      return reply(200, { status: 200, message: scheduleRouteMessages.rulesSaved, data: await scheduleOf(saved) });
    },

    setLocationDateHours: async (c, { params, body }, reply) => {
      const location = await ownLocation(c, params.locationId);
      const date = futureDate(location, params.date);
      if ((body.open === null) !== (body.close === null)) throw refuse(400, scheduleRouteMessages.bothTimes);
      if (
        body.open !== null &&
        body.close !== null &&
        minutesOfDay(body.close) - minutesOfDay(body.open) < SLOT_MINUTES
      ) {
        throw refuse(400, scheduleRouteMessages.shortDay);
      }
      const label = (body.label ?? '').trim().replace(/\s+/g, ' ');
      if (label.length > DATE_HOURS_LABEL_MAX) throw refuse(400, scheduleRouteMessages.labelTooLong);
      const dateHours: DateHours = { date, open: body.open, close: body.close, label };
      await saveDateHours(db, location.id, dateHours, now());
      // Bookings already made stand (as with new weekly hours): the provider moves or cancels them.
      const hours = { open: body.open ?? '00:00', close: body.close ?? '00:00', isClosed: body.open === null };
      const outside_hours = (await bookingsOn(db, location.id, date)).filter((booking) => {
        const times = parseSlotLabel(booking.slot);
        return !times || !slotWithinHours(hours, times.start, times.end);
      });
      return reply(200, {
        status: 200,
        message: body.open === null ? scheduleRouteMessages.closed(date) : scheduleRouteMessages.specialHours(date),
        data: await scheduleOf(location),
        outside_hours,
      });
    },

    removeLocationDateHours: async (c, { params }, reply) => {
      const location = await ownLocation(c, params.locationId);
      const date = calendarDate(params.date);
      if (date === undefined) throw refuse(400, scheduleRouteMessages.notADate);
      await removeDateHours(db, location.id, date);
      return reply(200, {
        status: 200,
        message: scheduleRouteMessages.reopened(date),
        data: await scheduleOf(location),
      });
    },

    addHolidayClosures: async (c, { params }, reply) => {
      const location = await ownLocation(c, params.locationId);
      const before = await scheduleOf(location);
      const missing = before.holidays.filter((holiday) => !holiday.added);
      await addClosures(
        db,
        location.id,
        missing.map(({ date, name }) => ({ date, open: null, close: null, label: name })),
        now(),
      );
      return reply(200, {
        status: 200,
        message: scheduleRouteMessages.holidaysAdded(missing.length),
        data: await scheduleOf(location),
      });
    },
  };
}
