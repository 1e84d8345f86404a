import { csvText, localDateAndTime } from '@injury-assist/domain';
import type { AdminAuditRow, AuditFilterValues } from '@injury-assist/ui';
import { paths } from '../../config/paths';
import type { AuditRow } from './admin-data';
import { userDetailsPath } from './notification-links';

/** What each kind of record is called in a sentence, and in the Record kind filter (plural). */
const recordKinds: Record<string, { one: string; many: string }> = {
  profiles: { one: 'user', many: 'Users' },
  service_providers: { one: 'business', many: 'Businesses' },
  service_categories: { one: 'category', many: 'Categories' },
  services: { one: 'service', many: 'Services' },
  blogs: { one: 'blog post', many: 'Blog posts' },
  cms_pages: { one: 'page', many: 'CMS pages' },
  system_notifications: { one: 'notification', many: 'Notifications' },
  seo_settings: { one: 'SEO settings', many: 'SEO settings' },
  events: { one: 'event', many: 'Events' },
  event_registrations: { one: 'event registration', many: 'Event registrations' },
  bookings: { one: 'booking', many: 'Bookings' },
  concerns: { one: 'concern', many: 'Concerns' },
  reviews: { one: 'review', many: 'Reviews' },
  payments: { one: 'payment', many: 'Payments' },
};

/** The Record kind filter's choices, in the order above. */
export const auditRecordKinds = Object.entries(recordKinds).map(([id, { many }]) => ({ id, name: many }));

const kindName = (kind: string) => recordKinds[kind]?.one ?? kind.replaceAll('_', ' ');

/**
 * The past tense of each verb an action may end in: the trigger's insert, update and delete, a look
 * (view), and the verbs the back office's API v1 actions use.
 */
const pastTense: Record<string, string> = {
  insert: 'Added',
  update: 'Changed',
  delete: 'Removed',
  view: 'Viewed',
  cancel: 'Cancelled',
  verify: 'Verified',
  unlist: 'Unlisted',
  relist: 'Relisted',
  reply: 'Replied to',
  refund: 'Refunded',
  hide: 'Hid',
  restore: 'Restored',
  export: 'Exported',
  approve: 'Approved',
  reject: 'Rejected',
  undo: 'Undid the removal of',
};

/** Columns whose change alone is a rename. */
const NAME_COLUMNS = new Set(['name', 'title', 'business_name', 'full_name']);

/**
 * A line as a sentence: "Renamed category 'Back pain' (name)", "Removed service 'Massage'",
 * "Viewed user 1f0c…", "Cancelled booking BK-1042: the provider is away".
 */
export function auditSentence(row: Pick<AuditRow, 'action' | 'record_kind' | 'record_id' | 'detail'>): string {
  const verb = row.action.slice(row.action.lastIndexOf('.') + 1);
  const changed = Array.isArray(row.detail.changed) ? row.detail.changed : [];
  const renamed = verb === 'update' && changed.length > 0 && changed.every((column) => NAME_COLUMNS.has(column));
  const past = renamed ? 'Renamed' : (pastTense[verb] ?? `${verb.replaceAll('_', ' ')}:`);
  const name = typeof row.detail.name === 'string' && row.detail.name ? `'${row.detail.name}'` : row.record_id;
  const what = [past, verb === 'view' ? `the details of ${kindName(row.record_kind)}` : kindName(row.record_kind), name]
    .filter(Boolean)
    .join(' ');
  const columns = changed.length > 0 ? ` (${changed.join(', ')})` : '';
  const reason = typeof row.detail.reason === 'string' && row.detail.reason ? `: ${row.detail.reason}` : '';
  return `${what}${columns}${reason}`;
}

/** 'Category 12', 'User 1f0c…'; 'SEO settings' for a record without an id. */
export function auditRecord(row: Pick<AuditRow, 'record_kind' | 'record_id'>): string {
  const kind = kindName(row.record_kind);
  const label = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  return row.record_id ? `${label} ${row.record_id}` : label;
}

/** Where the admin area shows the record: a user's details, the events list; null for the rest. */
export function auditRecordHref(row: Pick<AuditRow, 'record_kind' | 'record_id'>): string | null {
  if (row.record_kind === 'profiles' && row.record_id) return userDetailsPath(row.record_id);
  if (row.record_kind === 'events') return paths.admin.events;
  return null;
}

const PLATFORM = 'The platform';

export function toAuditRow(row: AuditRow): AdminAuditRow {
  return {
    id: String(row.id),
    who: row.actor_email ?? PLATFORM,
    what: auditSentence(row),
    action: row.action,
    record: auditRecord(row),
    recordHref: auditRecordHref(row),
    when: localDateAndTime(row.at),
    address: row.client_ip,
  };
}

/** The export: one line per audit line, with the sentence and the raw fields a later check may need. */
export function auditCsv(rows: readonly AuditRow[]): string {
  const header = ['When (UTC)', 'Who', 'What', 'Action', 'Record kind', 'Record id', 'From address'];
  const lines = rows.map((row) => [
    new Date(row.at).toISOString(),
    row.actor_email ?? PLATFORM,
    auditSentence(row),
    row.action,
    row.record_kind,
    row.record_id ?? '',
    row.client_ip ?? '',
  ]);
  return csvText(header, lines);
}

/** 'audit-log-2026-11-01-to-2026-11-30.csv'; an open end reads 'start' or the day of the export. */
export function auditFileName({ from, to }: Pick<AuditFilterValues, 'from' | 'to'>, today: string): string {
  return `audit-log-${from ?? 'start'}-to-${to ?? today}.csv`;
}
