import { BOOKING_STATUS } from '@injury-assist/domain';
import { HTTPException } from 'hono/http-exception';
import { requireUser } from '../auth/request-user';
import { findAppointment, isUniqueViolation } from '../bookings/booking-queries';
import { APPOINTMENT_NOT_FOUND, NOT_YOUR_APPOINTMENT } from '../bookings/booking-routes';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import { PROVIDER_NOT_FOUND } from '../provider/lead-routes';
import { insertReview, providerReviews, reviewAuthor } from './review-queries';

export const REVIEW_PUBLISHED = 'Thank you! Your review is published.';
export const NOT_COMPLETED = 'You can review an appointment once it is completed.';
export const NO_SHOW_NOT_REVIEWABLE = 'This appointment was marked as a no-show, so it cannot be reviewed.';
export const ALREADY_REVIEWED = 'You have already reviewed this appointment.';

export function reviewHandlers({
  db,
  now,
}: {
  db: Db;
  now: () => Date;
}): OperationHandlers<'listProviderReviews' | 'createReview'> {
  return {
    listProviderReviews: async (c, { params, query }, reply) => {
      await requireUser(c);
      const reviews = await providerReviews(db, params.id, { limit: query.limit ?? 20, offset: query.offset ?? 0 });
      if (!reviews) return reply.error(404, PROVIDER_NOT_FOUND);
      return reply(200, { status: 200, ...reviews });
    },

    createReview: async (c, { body }, reply) => {
      const { user } = await requireUser(c);
      const appointment = await findAppointment(db, body.booking_id, now());
      if (!appointment) throw new HTTPException(404, { message: APPOINTMENT_NOT_FOUND });
      if (appointment.user_id !== user.id) throw new HTTPException(403, { message: NOT_YOUR_APPOINTMENT });
      if (appointment.booking_status === BOOKING_STATUS.noShow)
        throw new HTTPException(400, { message: NO_SHOW_NOT_REVIEWABLE });
      if (appointment.booking_status !== BOOKING_STATUS.completed)
        throw new HTTPException(400, { message: NOT_COMPLETED });
      try {
        const data = await insertReview(db, {
          providerId: appointment.provider_id,
          bookingRowId: appointment.id,
          userId: user.id,
          author: reviewAuthor(user.name),
          rating: body.rating,
          text: body.text?.trim() ?? '',
          at: now(),
        });
        // The provider's rating and review count follow by trigger (migration 0020), and the
        // search caches hear of it through service_providers' own trigger (migration 0013).
        return reply(201, { status: 201, message: REVIEW_PUBLISHED, data });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HTTPException(409, { message: ALREADY_REVIEWED });
        throw error;
      }
    },
  };
}
