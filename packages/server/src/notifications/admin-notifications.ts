import type { AdminNotificationKind } from '@injury-assist/domain';
import type { Db } from '../db/db';

/** The kinds a system notification can be (system_notifications.type; spec provider-and-admin §3). */
export type AdminNotificationType = 'info' | 'success' | 'warning' | 'error';

export interface AdminNotification {
  title: string;
  message: string;
  type?: AdminNotificationType;
  /** What it is about: the admin's bell links the item to that screen (migration 0036). */
  about?: { kind: AdminNotificationKind; target: string };
}

/**
 * What the platform tells its administrators (a provider registered or paid, an event awaiting
 * approval, a failed payment, an urgent concern). The row is what the admin area lists, and its
 * INSERT reaches every admin's bell over /realtime/v1 once the caller's transaction commits, so
 * pass the transaction that made the change: a rolled-back change notifies no one.
 */
export async function notifyAdmins(db: Db, { title, message, type = 'info', about }: AdminNotification): Promise<void> {
  await db.query('insert into system_notifications (title, message, type, kind, target) values ($1, $2, $3, $4, $5)', [
    title,
    message,
    type,
    about?.kind ?? null,
    about?.target ?? null,
  ]);
}
