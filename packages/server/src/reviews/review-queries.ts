import type { Db } from '../db/db';

export interface ReviewReply {
  text: string;
  date: string;
  edited: boolean;
  hidden_reason: string | null;
}

export interface Review {
  id: number;
  author: string;
  rating: number;
  text: string;
  date: string;
  verified: boolean;
  reply: ReviewReply | null;
}

export const REVIEW_MAX_LENGTH = 2000;

/** The columns every read of a review takes, with the cursor of its place in a newest-first list. */
const REVIEW_COLUMNS = `r.id, r.author, r.rating, r.body, r.created_at, r.booking_id, r.reply_body, r.replied_at,
  r.reply_edited_at, r.reply_hidden_reason, r.hidden_reason,
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || r.id as cursor`;

export interface ReviewRow {
  id: number;
  author: string;
  rating: number;
  body: string;
  created_at: Date;
  booking_id: number | null;
  reply_body: string | null;
  replied_at: Date | null;
  reply_edited_at: Date | null;
  reply_hidden_reason: string | null;
  hidden_reason: string | null;
  cursor: string;
}

/** Who reads decides whether a hidden reply shows: customers never see one, its provider sees why. */
export type ReplyReader = 'public' | 'owner';

function toReply(row: ReviewRow, reader: ReplyReader): ReviewReply | null {
  if (row.reply_body === null || row.replied_at === null) return null;
  if (reader === 'public' && row.reply_hidden_reason !== null) return null;
  return {
    text: row.reply_body,
    date: new Date(row.replied_at).toISOString(),
    edited: row.reply_edited_at !== null,
    hidden_reason: row.reply_hidden_reason,
  };
}

export const toReview = (row: ReviewRow, reader: ReplyReader = 'public'): Review => ({
  id: Number(row.id),
  author: row.author,
  rating: Number(row.rating),
  text: row.body,
  date: new Date(row.created_at).toISOString(),
  // Reviews written for an appointment; the imported figures have none behind them.
  verified: row.booking_id !== null,
  reply: toReply(row, reader),
});

/** `before` as the cursor of a review: its time to the microsecond and its id. */
function parseCursor(before: string | undefined): { at: string; id: number } | null {
  if (before === undefined) return null;
  const separator = before.lastIndexOf('_');
  return { at: before.slice(0, separator), id: Number(before.slice(separator + 1)) };
}

export interface ReviewPage {
  rating: number | null;
  review_count: number;
  data: Review[];
  next_cursor: string | null;
}

/**
 * The provider's rating and count (kept from its visible reviews by migrations 0020 and 0056) and a
 * page of its visible reviews, newest first: after the review `before` names when given (keyset
 * paging, steady while reviews arrive), else after `offset` of the newest.
 */
export async function providerReviews(
  db: Db,
  providerId: number,
  {
    limit,
    offset,
    before,
    reader = 'public',
  }: { limit: number; offset?: number; before?: string; reader?: ReplyReader },
): Promise<ReviewPage | undefined> {
  const [provider] = await db.query<{ rating: string | null; review_count: number }>(
    'select rating, review_count from service_providers where id = $1',
    [providerId],
  );
  if (!provider) return undefined;
  const cursor = parseCursor(before);
  // One more than asked: whether it comes back says whether there is a next page.
  const rows = await db.query<ReviewRow>(
    `select ${REVIEW_COLUMNS} from reviews r
      where r.provider_id = $1 and r.hidden_at is null
        and ($4::timestamptz is null or (r.created_at, r.id) < ($4::timestamptz, $5::bigint))
      order by r.created_at desc, r.id desc limit $2 offset $3`,
    [providerId, limit + 1, cursor ? 0 : (offset ?? 0), cursor?.at ?? null, cursor?.id ?? null],
  );
  const page = rows.slice(0, limit);
  return {
    rating: provider.rating === null ? null : Number(provider.rating),
    review_count: Number(provider.review_count),
    data: page.map((row) => toReview(row, reader)),
    next_cursor: rows.length > limit ? (page.at(-1)?.cursor ?? null) : null,
  };
}

/** 'Casey Customer' → 'Casey C.': how a review names its author. */
export function reviewAuthor(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const initial = rest.at(-1)?.[0];
  return (initial ? `${first} ${initial.toUpperCase()}.` : first).slice(0, 100) || 'A customer';
}

/** Stores the review of a booking; throws unique_violation (23505) when it has one already. */
export async function insertReview(
  db: Db,
  review: {
    providerId: number;
    bookingRowId: number;
    userId: string;
    author: string;
    rating: number;
    text: string;
    at: Date;
  },
): Promise<Review> {
  const [row] = await db.query<ReviewRow>(
    `insert into reviews as r (provider_id, booking_id, user_id, author, rating, body, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     returning ${REVIEW_COLUMNS}`,
    [review.providerId, review.bookingRowId, review.userId, review.author, review.rating, review.text, review.at],
  );
  if (!row) throw new Error('Inserting the review returned no row.');
  return toReview(row);
}

export type ReplyOutcome =
  | { kind: 'saved'; review: Review; edited: boolean }
  | { kind: 'notFound' }
  | { kind: 'reviewHidden' }
  | { kind: 'replyHidden'; reason: string };

/** Publishes or edits the reply of the business `providerId` to review `reviewId`. */
export async function saveReply(
  db: Db,
  { providerId, reviewId, text, at }: { providerId: number; reviewId: number; text: string; at: Date },
): Promise<ReplyOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{
      hidden_at: Date | null;
      reply_body: string | null;
      reply_hidden_reason: string | null;
    }>('select hidden_at, reply_body, reply_hidden_reason from reviews where id = $1 and provider_id = $2 for update', [
      reviewId,
      providerId,
    ]);
    if (!current) return { kind: 'notFound' };
    if (current.hidden_at !== null) return { kind: 'reviewHidden' };
    if (current.reply_hidden_reason !== null) return { kind: 'replyHidden', reason: current.reply_hidden_reason };
    const edited = current.reply_body !== null;
    const [row] = await tx.query<ReviewRow>(
      `update reviews r set reply_body = $2,
              replied_at = coalesce(r.replied_at, $3),
              reply_edited_at = case when r.reply_body is null then null else $3 end
        where r.id = $1
        returning ${REVIEW_COLUMNS}`,
      [reviewId, text, at],
    );
    if (!row) throw new Error('Saving the reply returned no row.');
    return { kind: 'saved', review: toReview(row, 'owner'), edited };
  });
}
