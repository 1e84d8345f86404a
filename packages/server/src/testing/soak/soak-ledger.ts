import type { Db } from '../../db/db';

/**
 * Every write the server acknowledged, as a query whose one value (`v`, text; 'absent' when it
 * finds no row) must read as the write left it. A later acknowledged write to the same thing
 * replaces the expectation; two writes whose requests overlapped in time may have committed in
 * either order, so either one's value passes.
 */
interface Ack {
  accepted: readonly string[];
  sentAt: number;
  ackedAt: number;
}

interface Entry {
  what: string;
  sql: string;
  params: unknown[];
  acks: Ack[];
}

export interface LostWrite {
  what: string;
  expected: string;
  found: string;
}

export class Ledger {
  private readonly entries = new Map<string, Entry>();

  /** The write of `what`, sent at `sentAt` and acknowledged now, must leave `sql` reading one of `accepted`. */
  record(key: string, what: string, sql: string, params: unknown[], accepted: readonly string[], sentAt: number): void {
    const entry = this.entries.get(key) ?? { what, sql, params, acks: [] };
    entry.what = what;
    entry.sql = sql;
    entry.params = params;
    entry.acks.push({ accepted, sentAt, ackedAt: Date.now() });
    this.entries.set(key, entry);
  }

  /** A write that changed everything recorded under `prefix` (a deleted event takes its registrations). */
  recordAll(prefix: string, accepted: readonly string[], sentAt: number): void {
    for (const [key, entry] of this.entries) {
      if (key.startsWith(prefix)) entry.acks.push({ accepted, sentAt, ackedAt: Date.now() });
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** How many acknowledged writes of each kind (the description without its ids), for the report. */
  kinds(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const entry of this.entries.values()) {
      for (const _ of entry.acks) {
        const kind = entry.what
          .replace(/\(.*\)/, '')
          .replace(/\S*\d\S*|BK-\w+/g, '')
          .replace(/\s+/g, ' ')
          .trim();
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
      }
    }
    return counts;
  }

  async lostWrites(db: Db): Promise<LostWrite[]> {
    const lost: LostWrite[] = [];
    for (const entry of this.entries.values()) {
      const rows = await db.query<{ v: string | null }>(entry.sql, entry.params);
      const found = rows.length === 0 ? 'absent' : String(rows[0]?.v);
      const last = entry.acks.reduce((latest, ack) => (ack.ackedAt > latest.ackedAt ? ack : latest));
      const possible = entry.acks.filter((ack) => ack === last || ack.ackedAt >= last.sentAt);
      if (!possible.some((ack) => ack.accepted.includes(found))) {
        lost.push({ what: entry.what, expected: possible.map((ack) => ack.accepted.join('|')).join(' or '), found });
      }
    }
    return lost;
  }
}
