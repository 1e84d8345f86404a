import { calendarDate, isMovable } from '@injury-assist/domain';
import { HTTPException } from 'hono/http-exception';
import { sendAfterCommit } from '../bookings/booking-activity';
import { findLocationById, isUniqueViolation } from '../bookings/booking-queries';
import { bookableSlot } from '../bookings/slot-rules';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { requireBusiness } from '../provider/provider-access';
import { findProviderAppointment, toProviderAppointment } from '../provider/provider-appointments';
import { cancelLinkPath, cancelLinkToken } from './cancel-link';
import { feedAppointmentOf, movedAppointmentMail } from './moved-appointment-mail';

export const moveMessages = {
  moved: 'Appointment moved. The customer has been told by e-mail.',
  notFound: 'We could not find that appointment.',
  notYours: 'You can only change appointments at your own business.',
  notADate: 'The field date must be a real calendar date (YYYY-MM-DD).',
  notMovable: 'Only a pending or confirmed appointment can be moved.',
  started: 'An appointment that has started can no longer be moved.',
  sameTime: 'The appointment is already at that time. Choose another slot.',
  taken: 'Sorry, that time was just booked by someone else. Please choose another slot.',
} as const;

const refuse = (status: 400 | 403 | 404 | 409, message: string) => new HTTPException(status, { message });

export interface MoveDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** Signs the e-mail's cancel link (the server's signing secret). */
  linkSecret: string;
}

/** The provider moves a booking to another free slot of its location; the customer is e-mailed. */
export function moveHandlers({
  db,
  now,
  mailer,
  logger,
  publicUrl,
  linkSecret,
}: MoveDeps): OperationHandlers<'moveProviderAppointment'> {
  return {
    moveProviderAppointment: async (c, { params, body }, reply) => {
      const bookingId = params.id;
      const { providerId } = await requireBusiness(c, db);
      const date = calendarDate(body.date);
      if (date === undefined) throw refuse(400, moveMessages.notADate);
      async function move(tx: Db, date: string) {
        const before = await findProviderAppointment(tx, bookingId, now());
        if (!before) throw refuse(404, moveMessages.notFound);
        if (before.provider_id !== providerId) throw refuse(403, moveMessages.notYours);
        if (!isMovable(before.status)) throw refuse(400, moveMessages.notMovable);
        if (before.timing !== 'upcoming') throw refuse(400, moveMessages.started);
        const [held] = await tx.query<{ location_id: number }>('select location_id from bookings where id = $1', [
          before.id,
        ]);
        const location = await findLocationById(tx, Number(held?.location_id), now());
        // Checked as a customer's booking is, leaving out the booking itself (its own buffer).
        const bookable = await bookableSlot(tx, location, date, body.slot, bookingId);
        if (!bookable.ok) throw refuse(400, bookable.problem.message);
        if (before.date === date && before.slot === bookable.slot) throw refuse(400, moveMessages.sameTime);
        // In place: the booking keeps its id and the customer's history; the calendar event its
        // UID with the next SEQUENCE; the day-ahead reminder is due again for the new time.
        await tx.query(
          `update bookings
              set date = $2::date, slot = $3, day = $4, calendar_sequence = calendar_sequence + 1,
                  reminder_sent_at = null
            where id = $1`,
          [before.id, date, bookable.slot, bookable.day],
        );
        const after = await findProviderAppointment(tx, bookingId, now());
        if (!after) throw new Error(`The booking ${bookingId} vanished while it moved.`);
        return { before, after, event: await feedAppointmentOf(tx, bookingId) };
      }
      const { before, after, event } = await db
        .transaction((tx) => move(tx, date))
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? refuse(409, moveMessages.taken) : error;
        });
      const cancelUrl = new URL(cancelLinkPath(cancelLinkToken(linkSecret, bookingId, event.sequence)), publicUrl).href;
      await sendAfterCommit(
        mailer,
        logger,
        movedAppointmentMail({
          to: after.customer_email,
          customerName: after.customer_name,
          providerName: after.provider_name,
          address: after.address,
          bookingId,
          was: { date: before.date, slot: before.slot },
          now: { date: after.date, slot: after.slot },
          cancelUrl,
          event,
          sentAt: now(),
        }),
        `move of ${bookingId}`,
      );
      return reply(200, { status: 200, message: moveMessages.moved, data: toProviderAppointment(after) });
    },
  };
}
