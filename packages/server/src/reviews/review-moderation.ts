import type { Db } from '../db/db';
import type { MailMessage } from '../mail/mailer';
import { paragraphsHtml } from '../mail/paragraphs-html';
import { notifyProvider } from '../notifications/provider-notifications';
import { type ReviewReply, type ReviewRow, toReview } from './review-queries';

export type ModerationTarget = 'review' | 'reply';
export type ModerationAction = 'hide' | 'restore';
export type ReviewState = 'all' | 'visible' | 'hidden';

export interface AdminReview {
  id: number;
  provider_id: number;
  business_name: string;
  author: string;
  rating: number;
  text: string;
  date: string;
  verified: boolean;
  hidden_reason: string | null;
  reply: ReviewReply | null;
}

type AdminReviewRow = ReviewRow & { provider_id: number; business_name: string };

const ADMIN_COLUMNS = `r.id, r.provider_id, p.business_name, r.author, r.rating, r.body, r.created_at, r.booking_id,
  r.reply_body, r.replied_at, r.reply_edited_at, r.reply_hidden_reason, r.hidden_reason, '' as cursor`;

function toAdminReview(row: AdminReviewRow): AdminReview {
  const { reply, ...review } = toReview(row, 'owner');
  return {
    ...review,
    provider_id: Number(row.provider_id),
    business_name: row.business_name,
    hidden_reason: row.hidden_reason,
    reply,
  };
}

const STATE_FILTER: Record<ReviewState, string> = {
  all: 'true',
  visible: 'r.hidden_at is null and r.reply_hidden_at is null',
  hidden: '(r.hidden_at is not null or r.reply_hidden_at is not null)',
};

/** Newest first, one page and how many match: by state, and by part of the business's or the author's name. */
export async function adminReviewPage(
  db: Db,
  { limit, offset, state, search }: { limit: number; offset: number; state: ReviewState; search: string },
): Promise<{ total: number; data: AdminReview[] }> {
  const term = search.trim();
  const pattern = term === '' ? null : `%${term.replace(/[\\%_]/g, '\\$&')}%`;
  const where = `${STATE_FILTER[state]} and ($1::text is null or p.business_name ilike $1 or r.author ilike $1)`;
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from reviews r join service_providers p on p.id = r.provider_id where ${where}`,
    [pattern],
  );
  const rows = await db.query<AdminReviewRow>(
    `select ${ADMIN_COLUMNS} from reviews r join service_providers p on p.id = r.provider_id
      where ${where} order by r.created_at desc, r.id desc limit $2 offset $3`,
    [pattern, limit, offset],
  );
  return { total: Number(count?.total ?? 0), data: rows.map(toAdminReview) };
}

export type ModerationOutcome =
  | { kind: 'done'; review: AdminReview; mail: MailMessage | undefined }
  | { kind: 'notFound' }
  | { kind: 'noReply' }
  | { kind: 'unchanged' };

interface Subject {
  provider_id: number;
  business_name: string;
  hidden_at: Date | null;
  reply_body: string | null;
  reply_hidden_at: Date | null;
  body: string;
  customer_email: string | null;
  customer_name: string | null;
  provider_email: string | null;
}

/**
 * Hides or restores a review or its reply in `tx` and tells the author: the provider's bell in the
 * same transaction, and the e-mail it answers, which the caller sends after commit.
 */
export async function moderateReview(
  tx: Db,
  {
    reviewId,
    target,
    action,
    reason,
    at,
  }: { reviewId: number; target: ModerationTarget; action: ModerationAction; reason: string; at: Date },
): Promise<ModerationOutcome> {
  const [subject] = await tx.query<Subject>(
    `select r.provider_id, p.business_name, r.hidden_at, r.reply_body, r.reply_hidden_at, r.body,
            cu.email as customer_email, cu.name as customer_name, pu.email as provider_email
       from reviews r
       join service_providers p on p.id = r.provider_id
       left join users cu on cu.id = r.user_id
       left join users pu on pu.id = p.user_id
      where r.id = $1 for update of r`,
    [reviewId],
  );
  if (!subject) return { kind: 'notFound' };
  if (target === 'reply' && subject.reply_body === null) return { kind: 'noReply' };
  const hiddenNow = (target === 'review' ? subject.hidden_at : subject.reply_hidden_at) !== null;
  if (hiddenNow === (action === 'hide')) return { kind: 'unchanged' };
  const [at_, why] = target === 'review' ? ['hidden_at', 'hidden_reason'] : ['reply_hidden_at', 'reply_hidden_reason'];
  await tx.query(
    `update reviews set ${at_} = $2, ${why} = $3 where id = $1`,
    action === 'hide' ? [reviewId, at, reason] : [reviewId, null, null],
  );
  const [row] = await tx.query<AdminReviewRow>(
    `select ${ADMIN_COLUMNS} from reviews r join service_providers p on p.id = r.provider_id where r.id = $1`,
    [reviewId],
  );
  if (!row) throw new Error('The moderated review disappeared.');
  if (target === 'reply') {
    await notifyProvider(
      tx,
      subject.provider_id,
      {
        kind: action === 'hide' ? 'reviewReplyHidden' : 'reviewReplyRestored',
        title: action === 'hide' ? 'Reply hidden' : 'Reply shown again',
        message:
          action === 'hide'
            ? `An administrator hid your reply to a review: ${reason}`
            : `An administrator showed your reply to a review again: ${reason}`,
      },
      at,
    );
  }
  return { kind: 'done', review: toAdminReview(row), mail: moderationMail(subject, target, action, reason) };
}

function moderationMail(
  subject: Subject,
  target: ModerationTarget,
  action: ModerationAction,
  reason: string,
): MailMessage | undefined {
  const to = target === 'review' ? subject.customer_email : subject.provider_email;
  if (!to) return undefined;
  const what =
    target === 'review' ? `your review of ${subject.business_name}` : 'your reply to a review of your business';
  const greeting = target === 'review' && subject.customer_name ? `Hello ${subject.customer_name},` : 'Hello,';
  const change =
    action === 'hide'
      ? `An Injury Assist administrator hid ${what}. Customers no longer see it.`
      : `An Injury Assist administrator showed ${what} again. Customers see it once more.`;
  const text = `${greeting}\n\n${change}\n\nThe reason: ${reason}\n\nReply to this e-mail if you think this is a mistake.`;
  return {
    to,
    subject: action === 'hide' ? `We hid ${what}` : `We showed ${what} again`,
    text,
    html: paragraphsHtml(text),
  };
}
