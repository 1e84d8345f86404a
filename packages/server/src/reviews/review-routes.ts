import { BOOKING_STATUS } from '@injury-assist/domain';
import { HTTPException } from 'hono/http-exception';
import { requireAdmin } from '../admin/admin-user-details';
import { auditActor, recordAudit } from '../audit/audit-log';
import { clientIp } from '../auth/client-ip';
import { requireUser } from '../auth/request-user';
import { findAppointment, isUniqueViolation } from '../bookings/booking-queries';
import { APPOINTMENT_NOT_FOUND, NOT_YOUR_APPOINTMENT } from '../bookings/booking-routes';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { PROVIDER_NOT_FOUND } from '../provider/lead-routes';
import { requireBusiness } from '../provider/provider-access';
import { adminReviewPage, moderateReview } from './review-moderation';
import { insertReview, providerReviews, reviewAuthor, saveReply } from './review-queries';

export const REVIEW_PUBLISHED = 'Thank you! Your review is published.';
export const NOT_COMPLETED = 'You can review an appointment once it is completed.';
export const NO_SHOW_NOT_REVIEWABLE = 'This appointment was marked as a no-show, so it cannot be reviewed.';
export const ALREADY_REVIEWED = 'You have already reviewed this appointment.';
export const REVIEW_NOT_FOUND = 'We could not find that review.';
export const REPLY_PUBLISHED = 'Your reply is published.';
export const REPLY_UPDATED = 'Your reply is updated.';
export const REPLY_EMPTY = 'Write a reply before saving it.';
export const REVIEW_HIDDEN_NO_REPLY = 'An administrator hid this review, so it cannot be replied to.';
export const replyHiddenNoEdit = (reason: string) =>
  `An administrator hid this reply, so it cannot be edited: ${reason}`;
export const REASON_REQUIRED = 'Give a reason: the author is told it.';
export const NO_REPLY_TO_MODERATE = 'This review has no reply.';
export const moderationDone = (target: 'review' | 'reply', action: 'hide' | 'restore') =>
  `The ${target} is ${action === 'hide' ? 'hidden' : 'shown again'}, and its author is told.`;
export const moderationUnchanged = (target: 'review' | 'reply', action: 'hide' | 'restore') =>
  `This ${target} is ${action === 'hide' ? 'hidden already' : 'not hidden'}.`;

/** Reviews show 20 at a time, wherever they are listed; "Show more" asks for the next 20. */
export const REVIEW_PAGE_SIZE = 20;
const ADMIN_PAGE_DEFAULT = 25;

export function reviewHandlers({
  db,
  now,
  mailer,
  logger,
  trustProxy,
}: {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  logger: Logger;
  trustProxy: boolean;
}): OperationHandlers<
  'listProviderReviews' | 'createReview' | 'listOwnReviews' | 'saveReviewReply' | 'listAdminReviews' | 'moderateReview'
> {
  return {
    listProviderReviews: async (c, { params, query }, reply) => {
      await requireUser(c);
      const reviews = await providerReviews(db, params.id, {
        limit: query.limit ?? REVIEW_PAGE_SIZE,
        offset: query.offset ?? 0,
        before: query.before,
      });
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

    listOwnReviews: async (c, { query }, reply) => {
      const business = await requireBusiness(c, db);
      const reviews = await providerReviews(db, business.providerId, {
        limit: query.limit ?? REVIEW_PAGE_SIZE,
        before: query.before,
        reader: 'owner',
      });
      if (!reviews) return reply.error(404, PROVIDER_NOT_FOUND);
      return reply(200, { status: 200, ...reviews });
    },

    saveReviewReply: async (c, { params, body }, reply) => {
      const business = await requireBusiness(c, db);
      const text = body.text.trim();
      if (text === '') return reply.error(400, REPLY_EMPTY);
      const outcome = await saveReply(db, { providerId: business.providerId, reviewId: params.id, text, at: now() });
      switch (outcome.kind) {
        case 'notFound':
          return reply.error(404, REVIEW_NOT_FOUND);
        case 'reviewHidden':
          return reply.error(409, REVIEW_HIDDEN_NO_REPLY);
        case 'replyHidden':
          return reply.error(409, replyHiddenNoEdit(outcome.reason));
        case 'saved':
          return reply(200, {
            status: 200,
            message: outcome.edited ? REPLY_UPDATED : REPLY_PUBLISHED,
            data: outcome.review,
          });
      }
    },

    listAdminReviews: async (c, { query }, reply) => {
      await requireAdmin(c);
      const page = await adminReviewPage(db, {
        limit: query.limit ?? ADMIN_PAGE_DEFAULT,
        offset: query.offset ?? 0,
        state: query.state ?? 'all',
        search: query.search ?? '',
      });
      return reply(200, { status: 200, ...page });
    },

    moderateReview: async (c, { params, body }, reply) => {
      const admin = await requireAdmin(c);
      const reason = body.reason.trim();
      if (reason === '') return reply.error(400, REASON_REQUIRED);
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const result = await moderateReview(tx, {
          reviewId: params.id,
          target: body.target,
          action: body.action,
          reason,
          at,
        });
        if (result.kind === 'done') {
          await recordAudit(tx, {
            actor: auditActor(admin.user),
            action: `${body.target === 'review' ? 'reviews' : 'review_replies'}.${body.action}`,
            recordKind: 'reviews',
            recordId: String(params.id),
            detail: { reason, business: result.review.business_name },
            clientIp: clientIp(c, trustProxy),
            at,
          });
        }
        return result;
      });
      switch (outcome.kind) {
        case 'notFound':
          return reply.error(404, REVIEW_NOT_FOUND);
        case 'noReply':
          return reply.error(409, NO_REPLY_TO_MODERATE);
        case 'unchanged':
          return reply.error(409, moderationUnchanged(body.target, body.action));
        case 'done':
          // After commit: a rolled-back change tells no one, and no mail waits inside the transaction.
          if (outcome.mail) {
            try {
              await mailer.send(outcome.mail);
            } catch (error) {
              logger.error('The review moderation mail could not be sent:', error);
            }
          }
          return reply(200, { status: 200, message: moderationDone(body.target, body.action), data: outcome.review });
      }
    },
  };
}
