import type { Db } from '../db/db';

/** The latest this many notifications are listed (the bell's popover). */
export const LISTED_NOTIFICATIONS = 20;

/**
 * What the bell tells a provider about. Event approvals and rejections are written by a database
 * trigger (migration 0025), since the admin decides them through /rest/v1.
 */
export type ProviderNotificationKind =
  | 'bookingNew'
  | 'bookingCancelled'
  | 'bookingRescheduled'
  | 'paymentFailed'
  | 'eventApproved'
  | 'eventRejected'
  | 'reviewReplyHidden'
  | 'reviewReplyRestored';

export interface ProviderNotice {
  kind: ProviderNotificationKind;
  title: string;
  message: string;
  bookingId?: string;
}

export interface ProviderNotification {
  id: number;
  kind: string;
  title: string;
  message: string;
  booking_id: string | null;
  is_read: boolean;
  created_at: string;
}

/**
 * Tells the account that manages the business (none for a directory entry without one). Pass the
 * transaction that made the change: a rolled-back booking notifies no one.
 */
export async function notifyProvider(db: Db, providerId: number, notice: ProviderNotice, at: Date): Promise<void> {
  await db.query(
    `insert into provider_notifications (user_id, kind, title, message, booking_id, created_at)
     select p.user_id, $2, $3, $4, $5, $6 from service_providers p where p.id = $1 and p.user_id is not null`,
    [providerId, notice.kind, notice.title, notice.message, notice.bookingId ?? null, at],
  );
}

/** Tells one provider account, for what concerns the account rather than one business (its plan). */
export async function notifyProviderAccount(db: Db, userId: string, notice: ProviderNotice, at: Date): Promise<void> {
  await db.query(
    `insert into provider_notifications (user_id, kind, title, message, booking_id, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [userId, notice.kind, notice.title, notice.message, notice.bookingId ?? null, at],
  );
}

export async function listProviderNotifications(
  db: Db,
  userId: string,
): Promise<{ unread: number; data: ProviderNotification[] }> {
  const rows = await db.query<ProviderNotification & { created_at: Date }>(
    `select id, kind, title, message, booking_id, is_read, created_at
       from provider_notifications where user_id = $1
      order by created_at desc, id desc limit $2`,
    [userId, LISTED_NOTIFICATIONS],
  );
  return {
    unread: await unreadCount(db, userId),
    data: rows.map((row) => ({ ...row, id: Number(row.id), created_at: new Date(row.created_at).toISOString() })),
  };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.query<{ unread: number }>(
    'select count(*)::int as unread from provider_notifications where user_id = $1 and not is_read',
    [userId],
  );
  return Number(row?.unread ?? 0);
}

/** Marks the user's notifications read: the given ones, or all. Others' ids are ignored. */
export async function markNotificationsRead(db: Db, userId: string, ids: number[] | undefined): Promise<void> {
  if (ids === undefined) {
    await db.query('update provider_notifications set is_read = true where user_id = $1 and not is_read', [userId]);
    return;
  }
  await db.query(
    'update provider_notifications set is_read = true where user_id = $1 and id = any($2::bigint[]) and not is_read',
    [userId, ids],
  );
}
