import { BOOKING_STATUS, longDate } from '@injury-assist/domain';
import { type Context, Hono } from 'hono';
import { recordBookingActivity, sendAfterCommit } from '../bookings/booking-activity';
import { bookingCancellationMail, type InviteOrganizer } from '../bookings/booking-mail';
import { type AppointmentRow, findAppointment, setBookingStatus, toAppointment } from '../bookings/booking-queries';
import type { Db } from '../db/db';
import type { Logger } from '../logger';
import { escapeHtml } from '../mail/escape-html';
import type { Mailer } from '../mail/mailer';
import { readCancelLinkToken } from './cancel-link';

export const cancelLinkMessages = {
  invalid: 'This cancel link is not valid. Open Injury Assist and cancel the appointment under Appointments.',
  outdated:
    'This appointment has been changed since this e-mail was sent. Use the link in the latest e-mail, or cancel it under Appointments in Injury Assist.',
  alreadyCancelled: 'This appointment is already cancelled.',
  over: 'This appointment can no longer be cancelled: its day has passed or the visit is recorded.',
  ask: 'Do you want to cancel this appointment?',
  cancelled: (provider: string) => `Your appointment is cancelled. ${provider} has been told.`,
} as const;

const CANCELLED: readonly number[] = [BOOKING_STATUS.canceled, BOOKING_STATUS.cancelledByCustomer];

/** A small page of its own: the link is opened from a mail client, signed in or not. */
function page(c: Context, status: 200 | 400 | 404, title: string, body: string) {
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Injury Assist</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f5f7fa;color:#1a202c}main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}h1{font-size:1.4rem;margin-top:0}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}button{font:inherit;padding:.7rem 1.2rem;border:0;border-radius:8px;background:#c53030;color:#fff;cursor:pointer}a{color:#2b6cb0}@media (max-width:600px){main{margin:0;border-radius:0;min-height:100vh}}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Open Injury Assist</a></p></main></body></html>`,
    status,
    { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' },
  );
}

const details = (row: AppointmentRow) =>
  `<dl><dt>Provider</dt><dd>${escapeHtml(row.provider_name)}</dd><dt>Date</dt><dd>${escapeHtml(
    longDate(row.date),
  )}</dd><dt>Time</dt><dd>${escapeHtml(row.slot)}</dd><dt>Address</dt><dd>${escapeHtml(row.address)}</dd></dl>`;

/** Why the booking cannot be cancelled from the link now, or undefined when it can. */
function problem(row: AppointmentRow | undefined, sequence: number, currentSequence: number): string | undefined {
  if (!row) return cancelLinkMessages.invalid;
  if (CANCELLED.includes(row.booking_status)) return cancelLinkMessages.alreadyCancelled;
  if (sequence !== currentSequence) return cancelLinkMessages.outdated;
  if (
    row.booking_status === BOOKING_STATUS.completed ||
    row.booking_status === BOOKING_STATUS.noShow ||
    !row.not_yet_past
  ) {
    return cancelLinkMessages.over;
  }
  return undefined;
}

/**
 * `GET /appointment-links/cancel/<token>` asks, `POST` cancels: the link in the moved-appointment
 * e-mail. A cancellation here is the customer's, as in the app: the provider hears of it (bell and
 * e-mail) and the customer gets the cancellation e-mail with its calendar file.
 */
export function cancelLinkRoutes({
  db,
  now,
  mailer,
  logger,
  linkSecret,
  organizer,
}: {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  logger: Logger;
  linkSecret: string;
  organizer: InviteOrganizer;
}): Hono {
  const routes = new Hono();

  async function read(tx: Db, token: string, forUpdate: boolean) {
    const link = readCancelLinkToken(linkSecret, token);
    if (!link) return { link, row: undefined, sequence: -1 };
    const row = await findAppointment(tx, link.bookingId, now(), { forUpdate });
    const [stored] = await tx.query<{ calendar_sequence: number }>(
      'select calendar_sequence from bookings where booking_id = $1',
      [link.bookingId],
    );
    return { link, row, sequence: Number(stored?.calendar_sequence ?? -1) };
  }

  routes.get('/appointment-links/cancel/:token', async (c) => {
    const { link, row, sequence } = await read(db, c.req.param('token'), false);
    const refused = link ? problem(row, link.sequence, sequence) : cancelLinkMessages.invalid;
    if (refused || !row)
      return page(c, link && row ? 400 : 404, 'Cancel appointment', `<p>${escapeHtml(refused ?? '')}</p>`);
    return page(
      c,
      200,
      'Cancel appointment',
      `<p>${escapeHtml(cancelLinkMessages.ask)}</p>${details(row)}<form method="post"><button type="submit">Cancel appointment</button></form>`,
    );
  });

  routes.post('/appointment-links/cancel/:token', async (c) => {
    const token = c.req.param('token');
    const outcome = await db.transaction(async (tx) => {
      const { link, row, sequence } = await read(tx, token, true);
      const refused = link ? problem(row, link.sequence, sequence) : cancelLinkMessages.invalid;
      if (refused !== undefined || !row) {
        return { refused: refused ?? cancelLinkMessages.invalid, found: Boolean(link && row) };
      }
      await setBookingStatus(tx, row.booking_id, BOOKING_STATUS.cancelledByCustomer);
      const [customer] = await tx.query<{ name: string; email: string }>(
        'select name, email from private.users where id = $1',
        [row.user_id],
      );
      const providerMail = await recordBookingActivity(
        tx,
        { kind: 'bookingCancelled', appointment: row, customerName: customer?.name ?? '' },
        now(),
      );
      return { row, customer, providerMail };
    });
    if (outcome.refused !== undefined) {
      return page(c, outcome.found ? 400 : 404, 'Cancel appointment', `<p>${escapeHtml(outcome.refused)}</p>`);
    }
    const { row, customer, providerMail } = outcome;
    if (!row) return page(c, 404, 'Cancel appointment', `<p>${escapeHtml(cancelLinkMessages.invalid)}</p>`);
    if (customer) {
      await sendAfterCommit(
        mailer,
        logger,
        bookingCancellationMail({
          to: customer.email,
          customerName: customer.name,
          appointment: toAppointment({ ...row, booking_status: BOOKING_STATUS.cancelledByCustomer }),
          startsAt: row.starts_at,
          endsAt: row.ends_at,
          sentAt: now(),
          organizer,
        }),
        `cancellation of ${row.booking_id}`,
      );
    }
    await sendAfterCommit(mailer, logger, providerMail, 'provider’s booking');
    return page(
      c,
      200,
      'Appointment cancelled',
      `<p>${escapeHtml(cancelLinkMessages.cancelled(row.provider_name))}</p>${details(row)}`,
    );
  });

  return routes;
}
