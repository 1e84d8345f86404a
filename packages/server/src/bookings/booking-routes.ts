import {
  BOOKING_STATUS,
  calendarDate,
  isUpcomingListed,
  scheduleMessages,
  slotLabel,
  slotWithinHours,
} from '@injury-assist/domain';
import { HTTPException } from 'hono/http-exception';
import { requireOwnAccount, requireOwnCustomerAccount } from '../auth/own-account';
import { type RequestUser, requireUser } from '../auth/request-user';
import { continueCalendarEvent } from '../calendar/calendar-feed-queries';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { type BookingActivity, recordBookingActivity, sendAfterCommit } from './booking-activity';
import {
  bookingCancellationMail,
  bookingConfirmationMail,
  bookingRequestedMail,
  type InviteOrganizer,
} from './booking-mail';
import {
  type AppointmentRow,
  type BookableLocation,
  bookingsAt,
  countUpcomingActiveBookings,
  findAppointment,
  findLocation,
  findLocationById,
  insertBooking,
  isUniqueViolation,
  listAppointments,
  locationSlots,
  lockTakingBookings,
  markReviewed,
  setBookingStatus,
  toAppointment,
} from './booking-queries';
import { bookableSlot, slotsOnDate } from './slot-rules';
import { readWeekday } from './slot-times';

// spec 8: the dashboard's success toasts, so the server and the app say the same.
export const APPOINTMENT_BOOKED = 'Appointment booked successfully!';
export const APPOINTMENT_CANCELLED = 'Appointment cancelled successfully!';
export const APPOINTMENT_RESCHEDULED = 'Appointment rescheduled successfully!';

export const SLOT_TAKEN = 'Sorry, that time was just booked by someone else. Please choose another slot.';
export const LOCATION_NOT_FOUND = 'We could not find that provider location. Please search again.';
export const APPOINTMENT_NOT_FOUND = 'We could not find that appointment.';
export const CUSTOMERS_ONLY_BOOKING = 'Only customer accounts can book appointments.';
export const NOT_YOUR_APPOINTMENT = 'You can only change your own appointments.';
export const PAST_DATE = scheduleMessages.pastDate;
export const SLOT_STARTED = scheduleMessages.started;
export const SLOT_NOT_OFFERED = scheduleMessages.notOffered;
export const NOT_TAKING_BOOKINGS = scheduleMessages.notTakingBookings;
export const NOT_A_DAY = 'The field day must be a weekday name such as Monday, or a date (YYYY-MM-DD).';
export const ALREADY_CANCELLED = 'This appointment is already cancelled.';
export const COMPLETED_CANNOT_CHANGE = 'A completed appointment cannot be changed.';
export const PAST_CANNOT_CHANGE = 'A past appointment cannot be changed.';
export const CANCELLED_CANNOT_RESCHEDULE = 'A cancelled appointment cannot be rescheduled. Please book a new one.';

export const closedOn = scheduleMessages.closedOn;

export { BOOKING_HORIZON_DAYS } from '@injury-assist/domain';
export const BEYOND_HORIZON = scheduleMessages.beyondHorizon;
/** Upcoming Pending or Confirmed appointments one customer may hold at once. */
export const MAX_UPCOMING_BOOKINGS = 10;
export const TOO_MANY_UPCOMING = `You already have ${MAX_UPCOMING_BOOKINGS} upcoming appointments. Please cancel one before booking another.`;

const refuse = (status: 400 | 403 | 404 | 409, message: string) => new HTTPException(status, { message });

export const NOT_A_DATE = 'The field date must be a real calendar date (YYYY-MM-DD).';

/** 'YYYY-MM-DD' or 'YYYY-MM-DD 00:00:00' (the spec's query format) → 'YYYY-MM-DD'; 400 for 2026-02-30. */
function requireCalendarDate(text: string): string {
  const date = calendarDate(text);
  if (date === undefined) throw refuse(400, NOT_A_DATE);
  return date;
}

/**
 * Throws the 400 a customer reads when the slot cannot be booked at the location on the date
 * (schedule/slot-rules: hours, closures, past, notice, buffer — judged in the location's time
 * zone). Returns the stored slot label and weekday. `except` is the booking being moved.
 */
async function checkBookable(
  db: Db,
  location: BookableLocation,
  date: string,
  slot: string,
  except?: string,
): Promise<{ slot: string; day: string }> {
  const bookable = await bookableSlot(db, location, date, slot, except);
  if (!bookable.ok) throw refuse(400, bookable.problem.message);
  return { slot: bookable.slot, day: bookable.day };
}

export function bookingHandlers({
  db,
  now,
  mailer,
  logger,
  organizer,
}: {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  logger: Logger;
  /** Who the calendar invitations come from (MAIL_FROM). */
  organizer: InviteOrganizer;
}): OperationHandlers<
  'getSlotsUsingAddress' | 'listSlotBookings' | 'listAppointments' | 'bookSlot' | 'cancelBooking' | 'rescheduleBooking'
> {
  /** Mail must not undo a booking that is stored: a failure to send is logged, not answered. */
  async function sendMail(
    kind: 'confirmation' | 'cancellation',
    { user }: RequestUser,
    appointment: AppointmentRow,
  ): Promise<void> {
    const details = {
      to: user.email,
      customerName: user.name,
      appointment: toAppointment(appointment),
      startsAt: appointment.starts_at,
      endsAt: appointment.ends_at,
      sentAt: now(),
      organizer,
    };
    const mail =
      kind === 'cancellation'
        ? bookingCancellationMail(details)
        : appointment.booking_status === BOOKING_STATUS.pending
          ? bookingRequestedMail(details)
          : bookingConfirmationMail(details);
    try {
      await mailer.send(mail);
    } catch (error) {
      logger.error(`The ${kind} mail for ${appointment.booking_id} could not be sent:`, error);
    }
  }

  /** In the booking's transaction: what the provider hears; their e-mail goes out after commit. */
  const providerMailFor = (tx: Db, activity: BookingActivity) => recordBookingActivity(tx, activity, now());
  const sendProviderMail = (mail: Awaited<ReturnType<typeof providerMailFor>>) =>
    sendAfterCommit(mailer, logger, mail, 'provider’s booking');

  async function locationOrRefuse(providerId: number, address: string): Promise<BookableLocation> {
    const location = await findLocation(db, providerId, address, now());
    if (!location) throw refuse(404, LOCATION_NOT_FOUND);
    return location;
  }

  /** In a booking's transaction: 400 while an administrator has the business unlisted. */
  async function requireTakingBookings(tx: Db, providerId: number): Promise<void> {
    if (!(await lockTakingBookings(tx, providerId))) throw refuse(400, NOT_TAKING_BOOKINGS);
  }

  /** The caller's own booking, or 404 / 403. */
  async function ownAppointment(requestUser: RequestUser, tx: Db, bookingId: string, forUpdate: boolean) {
    const appointment = await findAppointment(tx, bookingId, now(), { forUpdate });
    if (!appointment) throw refuse(404, APPOINTMENT_NOT_FOUND);
    if (appointment.user_id !== requestUser.user.id) throw refuse(403, NOT_YOUR_APPOINTMENT);
    return { requestUser, appointment };
  }

  return {
    getSlotsUsingAddress: async (c, { body }, reply) => {
      await requireUser(c);
      const weekday = readWeekday(body.day);
      if (!weekday) throw refuse(400, NOT_A_DAY);
      const location = await locationOrRefuse(body.business_provider_id, body.address);
      // An unlisted business offers nothing; the dialog shows why where a closed date's reason goes.
      if (!location.taking_bookings) return reply(200, { status: 200, time_slots: [], closed: NOT_TAKING_BOOKINGS });
      // Given a date, the date's closures, hours, notice and buffer apply; a weekday lists its hours.
      const date = calendarDate(body.day);
      const { slots, closed } =
        date === undefined
          ? {
              slots: (await locationSlots(db, location.id)).filter(({ start, end }) =>
                slotWithinHours(location.business_hours[weekday], start, end),
              ),
              closed: undefined,
            }
          : await slotsOnDate(db, location, date);
      const time_slots = slots.map(({ start, end }) => {
        const [from = '', to = ''] = slotLabel(start, end).split(' - ');
        return { start: from, end: to };
      });
      return reply(200, { status: 200, time_slots, ...(closed === undefined ? {} : { closed }) });
    },

    listSlotBookings: async (c, { body }, reply) => {
      const { user } = await requireUser(c);
      const location = await locationOrRefuse(body.provider_id, body.address);
      const bookings = await bookingsAt(db, location.id, requireCalendarDate(body.date));
      // Whose booking it is stays on the server: the caller learns only whether it is theirs.
      const data = bookings.map(({ user_id, ...booking }) => ({ ...booking, is_mine: user_id === user.id }));
      return reply(200, { status: 200, data });
    },

    listAppointments: async (c, { params }, reply) => {
      const { user } = await requireOwnAccount(c, params.id);
      const rows = await listAppointments(db, user.id, now());
      // spec 4: the upcoming list excludes status 2; issue 27: it lists live bookings only, cancelled
      // ones and no-shows move to Past. "Today" is the location's today.
      const isUpcoming = (row: AppointmentRow) => row.not_yet_past && isUpcomingListed(row.booking_status);
      const reviewed = await markReviewed(db, rows);
      const upcoming = reviewed.filter(isUpcoming).map(toAppointment);
      const past = reviewed
        .filter((row) => !isUpcoming(row))
        .reverse()
        .map(toAppointment);
      return reply(200, { status: 200, past, upcoming, past_count: past.length, upcoming_count: upcoming.length });
    },

    bookSlot: async (c, { body }, reply) => {
      const requestUser = await requireOwnCustomerAccount(c, body.user_id, CUSTOMERS_ONLY_BOOKING);
      const location = await locationOrRefuse(body.provider_id, body.address);
      if (!location.taking_bookings) throw refuse(400, NOT_TAKING_BOOKINGS);
      const date = requireCalendarDate(body.date);
      const { slot, day } = await checkBookable(db, location, date, body.slot);
      let booked: { appointment: AppointmentRow; providerMail: Awaited<ReturnType<typeof providerMailFor>> };
      try {
        booked = await db.transaction(async (tx) => {
          await requireTakingBookings(tx, location.provider_id);
          const upcoming = await countUpcomingActiveBookings(tx, requestUser.user.id, now(), { lock: true });
          if (upcoming >= MAX_UPCOMING_BOOKINGS) throw refuse(409, TOO_MANY_UPCOMING);
          const appointment = await insertBooking(tx, {
            userId: requestUser.user.id,
            location,
            date,
            slot,
            day,
            createdAt: now(),
          });
          const providerMail = await providerMailFor(tx, {
            kind: 'bookingNew',
            appointment,
            customerId: requestUser.user.id,
            customerName: requestUser.user.name,
          });
          return { appointment, providerMail };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse(409, SLOT_TAKEN);
        throw error;
      }
      const { appointment } = booked;
      await sendMail('confirmation', requestUser, appointment);
      await sendProviderMail(booked.providerMail);
      return reply(200, { status: 200, message: APPOINTMENT_BOOKED, data: toAppointment(appointment) });
    },

    cancelBooking: async (c, { params }, reply) => {
      const bookingId = params.id;
      // Before the transaction: PGlite runs one transaction at a time, and reading the session
      // inside it from outside the transaction would wait for itself.
      const caller = await requireUser(c);
      const cancelled = await db.transaction(async (tx) => {
        const owned = await ownAppointment(caller, tx, bookingId, true);
        const status = owned.appointment.booking_status;
        if (status === BOOKING_STATUS.cancelledByCustomer) throw refuse(400, ALREADY_CANCELLED);
        if (status === BOOKING_STATUS.completed) throw refuse(400, COMPLETED_CANNOT_CHANGE);
        if (!owned.appointment.not_yet_past) throw refuse(400, PAST_CANNOT_CHANGE);
        await setBookingStatus(tx, bookingId, BOOKING_STATUS.cancelledByCustomer);
        const providerMail = await providerMailFor(tx, {
          kind: 'bookingCancelled',
          appointment: owned.appointment,
          customerName: owned.requestUser.user.name,
        });
        return { ...owned, providerMail };
      });
      const { requestUser, appointment } = cancelled;
      await sendMail('cancellation', requestUser, {
        ...appointment,
        booking_status: BOOKING_STATUS.cancelledByCustomer,
      });
      await sendProviderMail(cancelled.providerMail);
      return reply(200, { status: 200, success: true, message: APPOINTMENT_CANCELLED });
    },

    rescheduleBooking: async (c, { body }, reply) => {
      const date = requireCalendarDate(body.date);
      const caller = await requireUser(c);
      let result: {
        requestUser: RequestUser;
        old: AppointmentRow;
        booked: AppointmentRow;
        providerMail: Awaited<ReturnType<typeof providerMailFor>>;
      };
      try {
        // One transaction: the old booking is cancelled first (so the same person may move to
        // a slot that only their own booking held), then the new one inserted; if the insert
        // loses to another booking, both are rolled back and the old booking stands.
        result = await db.transaction(async (tx) => {
          const { requestUser, appointment: old } = await ownAppointment(caller, tx, body.booking_id, true);
          const status = old.booking_status;
          if (status === BOOKING_STATUS.completed) throw refuse(400, COMPLETED_CANNOT_CHANGE);
          if (status === BOOKING_STATUS.canceled || status === BOOKING_STATUS.cancelledByCustomer) {
            throw refuse(400, CANCELLED_CANNOT_RESCHEDULE);
          }
          if (!old.not_yet_past) throw refuse(400, PAST_CANNOT_CHANGE);
          const location = await findLocationById(tx, old.location_id, now());
          await requireTakingBookings(tx, location.provider_id);
          const { slot, day } = await checkBookable(tx, location, date, body.slot, old.booking_id);
          await setBookingStatus(tx, old.booking_id, BOOKING_STATUS.cancelledByCustomer);
          const booked = await insertBooking(tx, {
            userId: requestUser.user.id,
            location,
            date,
            slot,
            day,
            createdAt: now(),
          });
          await continueCalendarEvent(tx, booked.booking_id, old.booking_id);
          const providerMail = await providerMailFor(tx, {
            kind: 'bookingRescheduled',
            appointment: booked,
            previous: old,
            customerName: requestUser.user.name,
          });
          return { requestUser, old, booked, providerMail };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse(409, SLOT_TAKEN);
        throw error;
      }
      await sendMail('cancellation', result.requestUser, result.old);
      await sendMail('confirmation', result.requestUser, result.booked);
      await sendProviderMail(result.providerMail);
      return reply(200, {
        status: 200,
        message: APPOINTMENT_RESCHEDULED,
        data: toAppointment(result.booked),
        cancelled_booking_id: result.old.booking_id,
      });
    },
  };
}
