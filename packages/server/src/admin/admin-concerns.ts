import type { components, operations } from '@injury-assist/contract';
import {
  ADMIN_PAGE_SIZE,
  type ConcernPriority,
  concernPriorities,
  concernStatusOnConcernsPage,
  csvText,
  WRITE_A_REPLY,
} from '@injury-assist/domain';
import { auditActor, recordAudit } from '../audit/audit-log';
import { clientIp } from '../auth/client-ip';
import { concernRepliesOf } from '../concerns/concern-queries';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import { enqueueMail } from '../mail/mail-outbox';
import { paragraphsHtml } from '../mail/paragraphs-html';
import { likePattern } from './admin-search';
import { requireAdmin } from './admin-user-details';

export const CONCERN_NOT_FOUND = 'We could not find that concern.';

type AdminConcern = components['schemas']['AdminConcern'];
type AdminConcernRow = components['schemas']['AdminConcernRow'];

interface ConcernRow {
  id: number;
  user_id: string;
  title: string;
  description: string;
  priority: ConcernPriority;
  status: number;
  created_at: Date;
  customer_name: string | null;
  customer_email: string;
}

async function readConcern(db: Db, id: number): Promise<AdminConcern | undefined> {
  const [row] = await db.query<ConcernRow>(
    `select k.id, k.user_id, k.title, k.description, k.priority, k.status, k.created_at,
            p.full_name as customer_name, p.email as customer_email
       from concerns k join profiles p on p.id = k.user_id
      where k.id = $1`,
    [id],
  );
  if (!row) return undefined;
  return {
    ...row,
    id: Number(row.id),
    status: Number(row.status),
    created_at: new Date(row.created_at).toISOString(),
    replies: await concernRepliesOf(db, row.id),
  };
}

type ConcernSort = NonNullable<operations['listAdminConcerns']['parameters']['query']>['sort'];
type SortDirection = NonNullable<operations['listAdminConcerns']['parameters']['query']>['direction'];

/** What the Concerns list is asked: its filters, search and order (a column heading's, or urgent first). */
export type ConcernListQuery = {
  search: string;
  status?: number;
  priority?: ConcernPriority;
  sort?: ConcernSort;
  direction?: SortDirection;
};

/** The SQL each sortable heading orders by; a priority sorts by urgency, not by its name. */
const SORTS: Record<NonNullable<ConcernSort>, string> = {
  concern: 'lower(k.title)',
  priority: `array_position(array[${concernPriorities.map((priority) => `'${priority}'`).join(', ')}], k.priority)`,
  status: 'k.status',
  raised: 'k.created_at',
};

/** Urgent first (what the admin's bell rang for), then newest; or the heading's order, newest breaking ties. */
function concernOrder({ sort, direction }: ConcernListQuery): string {
  if (!sort) return "(k.priority = 'urgent') desc, k.created_at desc, k.id desc";
  const way = direction === 'descending' ? 'desc' : 'asc';
  return `${SORTS[sort]} ${way}, k.created_at desc, k.id desc`;
}

/** The concerns the filters and search match, in the list's order; the parameters start at $1. */
function matchingConcerns(query: ConcernListQuery) {
  return {
    sql: `select k.id, k.title, k.priority, k.status, k.created_at, p.full_name as customer_name,
            p.email as customer_email,
            (select count(*)::int from concern_replies r where r.concern_id = k.id) as reply_count,
            count(*) over () as total
       from concerns k join profiles p on p.id = k.user_id
      where ($1::int is null or k.status = $1)
        and ($2::text is null or k.priority = $2)
        and ($3::text is null or k.title ilike $3 or p.full_name ilike $3 or p.email ilike $3)
      order by ${concernOrder(query)}`,
    params: [query.status ?? null, query.priority ?? null, likePattern(query.search)],
  };
}

type ConcernListRow = Omit<AdminConcernRow, 'created_at'> & { created_at: Date; total: number };

const toListRow = ({ total: _total, ...row }: ConcernListRow): AdminConcernRow => ({
  ...row,
  id: Number(row.id),
  status: Number(row.status),
  reply_count: Number(row.reply_count),
  created_at: new Date(row.created_at).toISOString(),
});

/** One page of the concerns the filters match, with how many match in all. */
async function concernPage(
  db: Db,
  query: ConcernListQuery & { page: number },
): Promise<{ rows: AdminConcernRow[]; total: number }> {
  const { sql, params } = matchingConcerns(query);
  const rows = await db.query<ConcernListRow>(`${sql} limit $4 offset $5`, [
    ...params,
    ADMIN_PAGE_SIZE,
    query.page * ADMIN_PAGE_SIZE,
  ]);
  if (rows.length === 0 && query.page > 0) {
    // Past the last page: the total still tells the list where its last page is.
    const [count] = await db.query<{ total: number }>(`select count(*)::int as total from (${sql}) m`, params);
    return { rows: [], total: Number(count?.total ?? 0) };
  }
  return { rows: rows.map(toListRow), total: Number(rows[0]?.total ?? 0) };
}

/** Every concern the filters match, in the list's order, as the export's CSV. */
async function concernsCsv(db: Db, query: ConcernListQuery): Promise<{ csv: string; rows: number }> {
  const { sql, params } = matchingConcerns(query);
  const rows = (await db.query<ConcernListRow>(sql, params)).map(toListRow);
  const csv = csvText(
    ['Id', 'Title', 'Priority', 'Status', 'Customer', 'Email', 'Raised (UTC)', 'Replies'],
    rows.map((row) => [
      row.id,
      row.title,
      row.priority,
      concernStatusOnConcernsPage(row.status),
      row.customer_name ?? '',
      row.customer_email,
      row.created_at,
      row.reply_count,
    ]),
  );
  return { csv, rows: rows.length };
}

export const concernsStatusMessage = (changed: number) =>
  `${changed === 1 ? '1 concern' : `${changed} concerns`} updated.`;

/** The e-mail that carries an administrator's reply to the customer. */
function replyMail(concern: AdminConcern, body: string, publicUrl: string) {
  const text = [
    `Hello ${concern.customer_name || concern.customer_email},`,
    `Our team replied to your concern “${concern.title}”:`,
    body,
    `You can read the whole conversation under Concerns: ${publicUrl}/customer-dashboard/concerns`,
  ].join('\n\n');
  return {
    to: concern.customer_email,
    subject: `Reply to your concern: ${concern.title}`,
    text,
    html: paragraphsHtml(text),
  };
}

/**
 * The Concerns screen's calls. Each look at a concern, status change and reply is recorded in the
 * audit log by the transaction that answers or makes it; the reply's e-mail is an outbox row of
 * that transaction, sent after it commits.
 */
export function adminConcernHandlers({
  db,
  now,
  trustProxy,
  publicUrl,
}: {
  db: Db;
  now: () => Date;
  trustProxy: boolean;
  publicUrl: string;
}): OperationHandlers<
  | 'listAdminConcerns'
  | 'getAdminConcern'
  | 'setAdminConcernStatus'
  | 'replyToConcern'
  | 'setAdminConcernsStatus'
  | 'exportAdminConcerns'
> {
  return {
    listAdminConcerns: async (c, { query }, reply) => {
      await requireAdmin(c);
      const data = await concernPage(db, { ...query, page: query.page ?? 0, search: query.search ?? '' });
      return reply(200, { status: 200, data });
    },

    exportAdminConcerns: async (c, { query }, reply) => {
      const admin = await requireAdmin(c);
      // Customers' names and e-mails leave the platform in the file: the export is recorded with what it held.
      const csv = await db.transaction(async (tx) => {
        const exported = await concernsCsv(tx, { ...query, search: query.search ?? '' });
        await recordAudit(tx, {
          actor: auditActor(admin.user),
          action: 'concerns.export',
          recordKind: 'concerns',
          recordId: null,
          detail: { ...query, rows: exported.rows },
          clientIp: clientIp(c, trustProxy),
          at: now(),
        });
        return exported.csv;
      });
      return reply(200, { status: 200, csv });
    },

    setAdminConcernsStatus: async (c, { body }, reply) => {
      const admin = await requireAdmin(c);
      const at = now();
      const changed = await db.transaction(async (tx) => {
        const rows = await tx.query<{ id: number; before: number }>(
          `update concerns k set status = $2
             from concerns old
            where k.id = old.id and k.id = any($1::bigint[]) and k.status <> $2
           returning k.id, old.status as before`,
          [body.ids, body.status],
        );
        for (const row of rows) {
          await recordAudit(tx, {
            actor: auditActor(admin.user),
            action: 'concerns.update',
            recordKind: 'concerns',
            recordId: String(row.id),
            detail: { status: { from: Number(row.before), to: body.status } },
            clientIp: clientIp(c, trustProxy),
            at,
          });
        }
        return rows.length;
      });
      return reply(200, { status: 200, message: concernsStatusMessage(changed), changed });
    },

    getAdminConcern: async (c, { params }, reply) => {
      const admin = await requireAdmin(c);
      const concern = await db.transaction(async (tx) => {
        const found = await readConcern(tx, params.id);
        if (found) {
          await recordAudit(tx, {
            actor: auditActor(admin.user),
            action: 'concerns.view',
            recordKind: 'concerns',
            recordId: String(found.id),
            detail: { customer: found.user_id },
            clientIp: clientIp(c, trustProxy),
            at: now(),
          });
        }
        return found;
      });
      if (!concern) return reply.error(404, CONCERN_NOT_FOUND);
      return reply(200, { status: 200, data: concern });
    },

    setAdminConcernStatus: async (c, { params, body }, reply) => {
      const admin = await requireAdmin(c);
      const concern = await db.transaction(async (tx) => {
        const [before] = await tx.query<{ status: number }>('select status from concerns where id = $1 for update', [
          params.id,
        ]);
        if (!before) return undefined;
        await tx.query('update concerns set status = $2 where id = $1', [params.id, body.status]);
        await recordAudit(tx, {
          actor: auditActor(admin.user),
          action: 'concerns.update',
          recordKind: 'concerns',
          recordId: String(params.id),
          detail: { status: { from: Number(before.status), to: body.status } },
          clientIp: clientIp(c, trustProxy),
          at: now(),
        });
        return readConcern(tx, params.id);
      });
      if (!concern) return reply.error(404, CONCERN_NOT_FOUND);
      return reply(200, { status: 200, data: concern });
    },

    replyToConcern: async (c, { params, body }, reply) => {
      const admin = await requireAdmin(c);
      const text = body.body.trim();
      if (!text) return reply.error(400, WRITE_A_REPLY);
      const at = now();
      const concern = await db.transaction(async (tx) => {
        const [found] = await tx.query('select id from concerns where id = $1 for update', [params.id]);
        if (!found) return undefined;
        const [added] = await tx.query<{ id: number }>(
          'insert into concern_replies (concern_id, author_id, body, created_at) values ($1, $2, $3, $4) returning id',
          [params.id, admin.user.id, text, at],
        );
        await recordAudit(tx, {
          actor: auditActor(admin.user),
          action: 'concerns.reply',
          recordKind: 'concerns',
          recordId: String(params.id),
          detail: { replyId: Number(added?.id) },
          clientIp: clientIp(c, trustProxy),
          at,
        });
        const answered = await readConcern(tx, params.id);
        if (answered) await enqueueMail(tx, replyMail(answered, text, publicUrl));
        return answered;
      });
      if (!concern) return reply.error(404, CONCERN_NOT_FOUND);
      return reply(201, { status: 201, data: concern });
    },
  };
}
