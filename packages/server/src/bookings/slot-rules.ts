import {
  closedDateMessage,
  daySlots,
  hoursOnDate,
  parseSlotLabel,
  type SlotContext,
  type SlotProblem,
  scheduleMessages,
  slotLabel,
  slotProblem,
  slotWithinHours,
  UNLISTED_SLOT_PROBLEMS,
  weekdayName,
  weekdayOfDate,
} from '@injury-assist/domain';
import type { Db } from '../db/db';
import { type BookableLocation, locationSlots } from './booking-queries';
import { dateHoursOn, heldSlots } from './date-hours-queries';

/** What a slot on the date is judged against (domain's slotProblem), read for the location. */
export async function slotContextFor(
  db: Db,
  location: BookableLocation,
  date: string,
  except?: string,
): Promise<SlotContext> {
  return {
    date,
    today: location.today,
    timeNow: location.time_now,
    weekly: location.business_hours,
    dateHours: await dateHoursOn(db, location.id, date),
    rules: { minNoticeMinutes: location.min_notice_minutes, bufferMinutes: location.buffer_minutes },
    held: await heldSlots(db, location.id, date, except),
  };
}

/** The slots the location offers on a date before any rule: its weekday's, or the date's own hours'. */
async function candidateSlots(db: Db, location: BookableLocation, context: SlotContext) {
  const hours = hoursOnDate(context.weekly, context.date, context.dateHours);
  if (context.dateHours) return daySlots(hours);
  return (await locationSlots(db, location.id)).filter(({ start, end }) => slotWithinHours(hours, start, end));
}

/**
 * The slots of a date as the booking dialogs list them: what the date's hours offer, less those a
 * closure, the minimum notice or the buffer rule out (the same rule `bookableSlot` applies);
 * `closed` says why a closed date has none.
 */
export async function slotsOnDate(
  db: Db,
  location: BookableLocation,
  date: string,
): Promise<{ slots: { start: string; end: string }[]; closed?: string }> {
  const context = await slotContextFor(db, location, date);
  const closed = closedDateMessage(context.weekly, date, context.dateHours);
  if (closed !== undefined) return { slots: [], closed };
  const slots = (await candidateSlots(db, location, context)).filter((slot) => {
    const problem = slotProblem(slot, context);
    return problem === undefined || !UNLISTED_SLOT_PROBLEMS.includes(problem.kind);
  });
  return { slots };
}

export type Bookable = { ok: true; slot: string; day: string } | { ok: false; problem: SlotProblem };

/**
 * Whether the slot can be booked at the location on the date — the booking, the reschedule and
 * the provider's move all ask this — with the stored slot label and weekday when it can.
 */
export async function bookableSlot(
  db: Db,
  location: BookableLocation,
  date: string,
  label: string,
  except?: string,
): Promise<Bookable> {
  const times = parseSlotLabel(label);
  const notOffered: Bookable = {
    ok: false,
    problem: { kind: 'notOffered', message: scheduleMessages.notOffered },
  };
  if (!times) return notOffered;
  const context = await slotContextFor(db, location, date, except);
  const problem = slotProblem(times, context);
  if (problem) return { ok: false, problem };
  const offered = (await candidateSlots(db, location, context)).some(
    ({ start, end }) => start === times.start && end === times.end,
  );
  if (!offered) return notOffered;
  return { ok: true, slot: slotLabel(times.start, times.end), day: weekdayName(weekdayOfDate(date)) };
}
