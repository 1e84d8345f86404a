import { calendarDate, holdsSlot, minutesOfDay } from '@injury-assist/domain';

/**
 * spec customer-and-access §4: "Slot availability for a chosen date: a slot booked by another person is
 * unavailable. For past dates nothing further is changed. For future dates a booked slot with status 4 is
 * free again and one with status 0 is unavailable. For today, slots whose start time has already passed are
 * unavailable."
 *
 * Readings the spec leaves open, decided here:
 * - A booking matches a slot when its `slot` text equals the slot's `label` and its `date` (any time part
 *   ignored) is the chosen date; bookings for other dates are ignored.
 * - Past dates: only the first sentence applies, so a slot is unavailable exactly when another person has
 *   any booking on it, whatever its status; the person's own bookings change nothing.
 * - Today and future dates: the status decides, for everyone's bookings. Statuses that hold the slot
 *   (0 Pending, 1 Confirmed, 2 Completed) make it unavailable; 4 frees it again, and so do 3 and any other
 *   value, which §4 reads as Canceled. The person's own Pending or Confirmed booking therefore also makes the
 *   slot unavailable: it is still booked, so it cannot be booked again.
 * - Today: a slot whose start is at or before `nowMinutes` has begun and is unavailable.
 * - Several bookings on one slot: unavailable if any one of them makes it so.
 */
/** A slot of the day: its label and its start in 24-hour 'HH:MM'. */
export type AvailabilitySlot = { label: string; start: string };
export type SlotBooking = { slot: string; status: number; date: string; is_mine: boolean };
export type SlotAvailabilityInput = {
  slots: readonly AvailabilitySlot[];
  bookings: readonly SlotBooking[];
  /** The chosen date, 'YYYY-MM-DD'. */
  date: string;
  /** Today in the provider's time zone, 'YYYY-MM-DD'. */
  today: string;
  /** Minutes since midnight in the provider's time zone. */
  nowMinutes: number;
};
export type SlotAvailability = { label: string; available: boolean };

const dayOf = (date: string) => calendarDate(date) ?? date;

export function slotAvailability({
  slots,
  bookings,
  date,
  today,
  nowMinutes,
}: SlotAvailabilityInput): SlotAvailability[] {
  const day = dayOf(date);
  const todayDay = dayOf(today);
  const onDay = bookings.filter((booking) => dayOf(booking.date) === day);
  const isPast = day < todayDay;
  const isToday = day === todayDay;

  return slots.map(({ label, start }) => {
    const onSlot = onDay.filter((booking) => booking.slot === label);
    if (isPast) {
      return { label, available: !onSlot.some((booking) => !booking.is_mine) };
    }
    const taken = onSlot.some((booking) => holdsSlot(booking.status));
    const started = isToday && minutesOfDay(start) <= nowMinutes;
    return { label, available: !taken && !started };
  });
}
