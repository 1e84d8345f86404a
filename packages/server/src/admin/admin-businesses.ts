import { auditActor, recordAudit } from '../audit/audit-log';
import { clientIp } from '../auth/client-ip';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import type { Logger } from '../logger';
import { deliverQueuedMail, enqueueMail } from '../mail/mail-outbox';
import type { Mailer, MailMessage } from '../mail/mailer';
import { paragraphsHtml } from '../mail/paragraphs-html';
import { adminReason } from './admin-reason';
import { requireAdmin } from './admin-user-details';

interface ChangedBusiness {
  id: number;
  business_name: string;
  owner_email: string | null;
  owner_name: string | null;
}

const listingMessage = (listed: boolean, changed: number) =>
  `${changed} ${changed === 1 ? 'business' : 'businesses'} ${listed ? 'relisted' : 'unlisted'}. Each owner with an account has been e-mailed the reason.`;

/** What the owner reads: their business left the search (or is back), and why. */
function listingMail(business: ChangedBusiness, listed: boolean, reason: string): MailMessage | undefined {
  if (!business.owner_email) return undefined;
  const text = [
    `Hello ${business.owner_name ?? business.business_name},`,
    listed
      ? `${business.business_name} is listed on Injury Assist again: customers find it in the search and can book it.`
      : `Injury Assist has taken ${business.business_name} out of the customer search. Customers cannot find or book it until it is listed again; your bookings so far stay as they are.`,
    `Reason: ${reason}`,
    'Reply to this e-mail if you have questions.',
    'Injury Assist',
  ].join('\n\n');
  return {
    to: business.owner_email,
    subject: listed
      ? `${business.business_name} is listed on Injury Assist again`
      : `${business.business_name} has been unlisted from Injury Assist`,
    text,
    html: paragraphsHtml(text),
  };
}

/**
 * POST /admin/businesses/listing: unlists or relists businesses. The admin's flag is its own column
 * (admin_unlisted_at), apart from the subscription's `listed`, so a renewal never relists what an
 * administrator unlisted. The row change clears every process's cached search answers (0026's trigger).
 */
export function adminBusinessHandlers({
  db,
  now,
  trustProxy,
  mailer,
  logger,
}: {
  db: Db;
  now: () => Date;
  trustProxy: boolean;
  mailer: Mailer;
  logger: Logger;
}): OperationHandlers<'setAdminBusinessListing'> {
  return {
    setAdminBusinessListing: async (c, { body }, reply) => {
      const admin = await requireAdmin(c);
      const reason = adminReason(body.reason);
      if (!reason.ok) return reply.error(400, reason.message);
      const at = now();
      const changed = await db.transaction(async (tx) => {
        const rows = await tx.query<ChangedBusiness>(
          `update service_providers p
              set admin_unlisted_at = case when $2 then null else $3::timestamptz end,
                  admin_unlisted_reason = case when $2 then null else $4 end
             from service_providers old left join users u on u.id = old.user_id
            where p.id = old.id and p.id = any($1::int[]) and (p.admin_unlisted_at is null) = not $2
           returning p.id, p.business_name, u.email as owner_email, u.name as owner_name`,
          [body.ids, body.listed, at, reason.text],
        );
        const mails = rows.flatMap((row) => listingMail(row, body.listed, reason.text) ?? []);
        await enqueueMail(tx, ...mails);
        for (const row of rows) {
          await recordAudit(tx, {
            actor: auditActor(admin.user),
            action: body.listed ? 'businesses.relist' : 'businesses.unlist',
            recordKind: 'service_providers',
            recordId: String(row.id),
            detail: { reason: reason.text },
            clientIp: clientIp(c, trustProxy),
            at,
          });
        }
        return rows.length;
      });
      await deliverQueuedMail(db, mailer, at, (message, error) => logger.error(message, error));
      return reply(200, { status: 200, message: listingMessage(body.listed, changed), changed });
    },
  };
}
