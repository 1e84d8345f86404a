import { BOOKING_STATUS } from '@injury-assist/domain';
import { HTTPException } from 'hono/http-exception';
import { auditActor, recordAudit } from '../audit/audit-log';
import { clientIp } from '../auth/client-ip';
import { type InviteOrganizer, platformCancellationMail } from '../bookings/booking-mail';
import { APPOINTMENT_NOT_FOUND } from '../bookings/booking-routes';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import type { Logger } from '../logger';
import { deliverQueuedMail, enqueueMail } from '../mail/mail-outbox';
import type { Mailer, MailMessage } from '../mail/mailer';
import { paragraphsHtml } from '../mail/paragraphs-html';
import { findProviderAppointment, type ProviderAppointmentRow } from '../provider/provider-appointments';
import { adminReason } from './admin-reason';
import { requireAdmin } from './admin-user-details';

export const BOOKING_CANCELLED_BY_PLATFORM = 'Booking cancelled. The customer and the business have been e-mailed.';
export const ONLY_LIVE_BOOKINGS = 'Only a pending or confirmed booking whose time has not come can be cancelled.';

interface BusinessContact {
  id: number;
  business_name: string;
  email: string | null;
  phone: string | null;
  /** The owner's account address, when the business has an owner with an account. */
  owner_email: string | null;
  owner_name: string | null;
}

async function businessContact(tx: Db, providerId: number): Promise<BusinessContact> {
  const [row] = await tx.query<BusinessContact>(
    `select p.id, p.business_name, p.email, p.phone, u.email as owner_email, u.name as owner_name
       from service_providers p left join users u on u.id = p.user_id where p.id = $1`,
    [providerId],
  );
  if (!row) throw new Error(`No business ${providerId}.`);
  return { ...row, id: Number(row.id) };
}

function toAdminBooking(row: ProviderAppointmentRow & { cancelled_by: 'platform' | null }, business: BusinessContact) {
  return {
    booking_id: row.booking_id,
    date: row.date,
    slot: row.slot,
    booking_status: row.status,
    timing: row.timing,
    address: row.address,
    time_zone: row.time_zone,
    services: row.services,
    cancel_reason: row.cancel_reason,
    cancelled_by: row.cancelled_by,
    customer: { id: row.user_id, name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    business: { id: business.id, name: business.business_name, email: business.email, phone: business.phone },
  };
}

async function bookingOrNotFound(tx: Db, bookingId: string, now: Date) {
  const row = await findProviderAppointment(tx, bookingId, now);
  if (!row) throw new HTTPException(404, { message: APPOINTMENT_NOT_FOUND });
  const [who] = await tx.query<{ cancelled_by: 'platform' | null }>('select cancelled_by from bookings where id = $1', [
    row.id,
  ]);
  return { ...row, cancelled_by: who?.cancelled_by ?? null };
}

/** The business's side of a platform cancellation: its owner's account, else the listing's address. */
function businessCancellationMail(
  row: ProviderAppointmentRow,
  business: BusinessContact,
  reason: string,
): MailMessage | undefined {
  const to = business.owner_email ?? business.email;
  if (!to) return undefined;
  const text = [
    `Hello ${business.owner_name ?? business.business_name},`,
    `Injury Assist cancelled the appointment of ${row.customer_name} on ${row.date}, ${row.slot} at ${row.address} (booking ${row.booking_id}). The slot is free again.`,
    `Reason: ${reason}`,
    'Injury Assist',
  ].join('\n\n');
  return {
    to,
    subject: `Appointment cancelled by Injury Assist: ${row.date}, ${row.slot}`,
    text,
    html: paragraphsHtml(text),
  };
}

/** GET /admin/bookings/{id} (recorded as a look at people's details) and POST …/cancel. */
export function adminBookingHandlers({
  db,
  now,
  trustProxy,
  mailer,
  logger,
  organizer,
}: {
  db: Db;
  now: () => Date;
  trustProxy: boolean;
  mailer: Mailer;
  logger: Logger;
  organizer: InviteOrganizer;
}): OperationHandlers<'getAdminBooking' | 'cancelAdminBooking'> {
  return {
    getAdminBooking: async (c, { params }, reply) => {
      const admin = await requireAdmin(c);
      const data = await db.transaction(async (tx) => {
        const row = await bookingOrNotFound(tx, params.id, now());
        await recordAudit(tx, {
          actor: auditActor(admin.user),
          action: 'bookings.view',
          recordKind: 'bookings',
          recordId: row.booking_id,
          clientIp: clientIp(c, trustProxy),
          at: now(),
        });
        return toAdminBooking(row, await businessContact(tx, row.provider_id));
      });
      return reply(200, { status: 200, data });
    },

    cancelAdminBooking: async (c, { params, body }, reply) => {
      const admin = await requireAdmin(c);
      const reason = adminReason(body.reason);
      if (!reason.ok) return reply.error(400, reason.message);
      const at = now();
      const data = await db.transaction(async (tx) => {
        const row = await bookingOrNotFound(tx, params.id, at);
        const live = row.status === BOOKING_STATUS.pending || row.status === BOOKING_STATUS.confirmed;
        if (!live || row.timing !== 'upcoming') throw new HTTPException(400, { message: ONLY_LIVE_BOOKINGS });
        await tx.query(
          `update bookings set booking_status = $2, cancel_reason = $3, cancelled_by = 'platform' where id = $1`,
          [row.id, BOOKING_STATUS.canceled, reason.text],
        );
        const business = await businessContact(tx, row.provider_id);
        const cancelled = {
          ...row,
          status: BOOKING_STATUS.canceled,
          cancel_reason: reason.text,
          cancelled_by: 'platform' as const,
        };
        const customerMail = platformCancellationMail(
          {
            to: row.customer_email,
            customerName: row.customer_name,
            appointment: {
              id: row.id,
              booking_id: row.booking_id,
              date: row.date,
              slot: row.slot,
              booking_status: BOOKING_STATUS.canceled,
              services: row.services,
              provider_name: row.provider_name,
              address: row.address,
              provider_id: row.provider_id,
              time_zone: row.time_zone,
            },
            startsAt: row.starts_at,
            endsAt: row.ends_at,
            sentAt: at,
            organizer,
          },
          reason.text,
        );
        const providerMail = businessCancellationMail(row, business, reason.text);
        await enqueueMail(tx, customerMail, ...(providerMail ? [providerMail] : []));
        await recordAudit(tx, {
          actor: auditActor(admin.user),
          action: 'bookings.cancel',
          recordKind: 'bookings',
          recordId: row.booking_id,
          detail: { reason: reason.text },
          clientIp: clientIp(c, trustProxy),
          at,
        });
        return toAdminBooking(cancelled, business);
      });
      await deliverQueuedMail(db, mailer, at, (message, error) => logger.error(message, error));
      return reply(200, { status: 200, message: BOOKING_CANCELLED_BY_PLATFORM, data });
    },
  };
}
