import type { Db } from '../db/db';

export interface Review {
  id: number;
  author: string;
  rating: number;
  text: string;
  date: string;
  verified: boolean;
}

export const REVIEW_MAX_LENGTH = 2000;

interface ReviewRow {
  id: number;
  author: string;
  rating: number;
  body: string;
  created_at: Date;
  booking_id: number | null;
}

const toReview = (row: ReviewRow): Review => ({
  id: Number(row.id),
  author: row.author,
  rating: Number(row.rating),
  text: row.body,
  date: new Date(row.created_at).toISOString(),
  // Reviews written for an appointment; the imported figures have none behind them.
  verified: row.booking_id !== null,
});

/** The provider's rating and count (kept from its reviews by migration 0020) and a page of reviews, newest first. */
export async function providerReviews(
  db: Db,
  providerId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rating: number | null; review_count: number; data: Review[] } | undefined> {
  const [provider] = await db.query<{ rating: string | null; review_count: number }>(
    'select rating, review_count from service_providers where id = $1',
    [providerId],
  );
  if (!provider) return undefined;
  const rows = await db.query<ReviewRow>(
    `select id, author, rating, body, created_at, booking_id from reviews
      where provider_id = $1 order by created_at desc, id desc limit $2 offset $3`,
    [providerId, limit, offset],
  );
  return {
    rating: provider.rating === null ? null : Number(provider.rating),
    review_count: Number(provider.review_count),
    data: rows.map(toReview),
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
    `insert into reviews (provider_id, booking_id, user_id, author, rating, body, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     returning id, author, rating, body, created_at, booking_id`,
    [review.providerId, review.bookingRowId, review.userId, review.author, review.rating, review.text, review.at],
  );
  if (!row) throw new Error('Inserting the review returned no row.');
  return toReview(row);
}
