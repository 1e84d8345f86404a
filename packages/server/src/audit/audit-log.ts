import type { Db } from '../db/db';

/**
 * One line of the audit log (migration 0044): who did or saw what, to which record, from where.
 * Actions read `<record kind>.<verb>`, as the gateway's trigger writes them (`categories.update`);
 * a look at a person's details is `<kind>.view`.
 */
export interface AuditEntry {
  /** Null when the platform acted on its own (a scheduled job). */
  actor: { id: string; email: string } | null;
  action: `${string}.${string}`;
  recordKind: string;
  recordId: string | null;
  detail?: Record<string, unknown>;
  clientIp: string | null;
  at: Date;
}

/**
 * Appends `entry` to the audit log. Call it with the transaction that does the action, so the
 * action and its record commit together or not at all.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.query(
    `insert into public.audit_log (at, actor_id, actor_email, action, record_kind, record_id, detail, client_ip)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.at,
      entry.actor?.id ?? null,
      entry.actor?.email ?? null,
      entry.action,
      entry.recordKind,
      entry.recordId,
      JSON.stringify(entry.detail ?? {}),
      entry.clientIp,
    ],
  );
}

/** Who is acting in a request, as the audit log names them. */
export function auditActor(user: { id: string; email: string }): AuditEntry['actor'] {
  return { id: user.id, email: user.email };
}
