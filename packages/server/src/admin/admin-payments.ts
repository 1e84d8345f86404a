import type { components, operations } from '@injury-assist/contract';
import { ADMIN_PAGE_SIZE, csvText, formatUsdExact } from '@injury-assist/domain';
import { auditActor, recordAudit } from '../audit/audit-log';
import { clientIp } from '../auth/client-ip';
import { GATEWAY_UNREACHABLE_REFUND, refundedOf, requestRefund, settleRefund } from '../billing/refunds';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import type { PaymentGateway } from '../payments/gateway';
import { likePattern } from './admin-search';
import { requireAdmin } from './admin-user-details';

type AdminPaymentRow = components['schemas']['AdminPaymentRow'];
export type PaymentList = 'invoices' | 'failed' | 'renewals';

/** How far ahead Renewals due looks. */
export const RENEWALS_DUE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

// Every list answers the same columns, so one row type and one search serve the three tabs.
const BUSINESS = `left join lateral (select business_name from service_providers b where b.user_id = u.id
                    order by b.id limit 1) biz on true`;

const INVOICES = `
  select 'invoice' as kind, i.id::text as id, i.issued_at as at, u.email as provider_email, biz.business_name,
         coalesce(i.lines -> 0 ->> 'description', '') as description, i.total_cents as amount_cents,
         (select coalesce(sum(r.amount_cents), 0) from refunds r
           where r.invoice_id = i.id and r.status <> 'failed')::int as refunded_cents,
         i.status, i.number as invoice_number, null::text as message
    from invoices i join users u on u.id = i.user_id ${BUSINESS}`;

const FAILED = `
  select 'failed_checkout' as kind, c.id, coalesce(c.completed_at, c.created_at) as at, u.email as provider_email,
         biz.business_name, coalesce(c.line_items -> 0 ->> 'description', '') as description,
         c.amount_total_cents as amount_cents, 0 as refunded_cents, c.status, null::text as invoice_number,
         c.failure_message as message
    from checkout_sessions c join users u on u.id = c.user_id ${BUSINESS}
   where c.status = 'failed'
  union all
  select 'declined_renewal', s.id::text, s.past_due_since, u.email, biz.business_name,
         p.name || ' plan, ' || s.billing_interval,
         case s.billing_interval when 'monthly' then p.monthly_price_cents else p.yearly_price_cents end,
         0, s.status, null, 'The renewal charge was declined; the plan is overdue.'
    from subscriptions s join plans p on p.id = s.plan_id join users u on u.id = s.user_id ${BUSINESS}
   where s.status = 'past_due' and s.past_due_since is not null`;

// A scheduled downgrade is what renews: its plan and interval are charged.
const RENEWALS = `
  select 'renewal' as kind, s.id::text as id, s.current_period_end as at, u.email as provider_email,
         biz.business_name, p.name || ' plan, ' || coalesce(s.scheduled_interval, s.billing_interval) as description,
         case coalesce(s.scheduled_interval, s.billing_interval)
           when 'monthly' then p.monthly_price_cents else p.yearly_price_cents end as amount_cents,
         0 as refunded_cents, s.status, null::text as invoice_number, null::text as message
    from subscriptions s join plans p on p.id = coalesce(s.scheduled_plan_id, s.plan_id)
    join users u on u.id = s.user_id ${BUSINESS}
   where s.status = 'active' and not s.cancel_at_period_end
     and s.current_period_end >= $2 and s.current_period_end < $3`;

const LISTS: Record<PaymentList, { from: string; order: string }> = {
  invoices: { from: INVOICES, order: 'at desc, id desc' },
  failed: { from: FAILED, order: 'at desc, id desc' },
  renewals: { from: RENEWALS, order: 'at asc, id asc' },
};

type PaymentSort = NonNullable<operations['listAdminPayments']['parameters']['query']>['sort'];
type SortDirection = NonNullable<operations['listAdminPayments']['parameters']['query']>['direction'];

/** What a payments list is asked: the list, its search and, when a heading was pressed, its order. */
export type PaymentListQuery = {
  list: PaymentList;
  search: string;
  sort?: PaymentSort;
  direction?: SortDirection;
  now: Date;
};

/** The SQL each sortable heading orders by, as the row shows it: the title and the provider as read. */
const SORTS: Record<NonNullable<PaymentSort>, string> = {
  payment: 'lower(coalesce(x.invoice_number, x.description))',
  provider: 'lower(coalesce(x.business_name, x.provider_email))',
  amount: 'x.amount_cents',
  when: 'x.at',
  status: 'x.status',
};

/** The rows of the list the search matches, in its order (a heading's, the list's own breaking ties). */
function matchingPayments({ list, search, sort, direction, now }: PaymentListQuery) {
  const { from, order } = LISTS[list];
  const chosen = sort ? `${SORTS[sort]} ${direction === 'descending' ? 'desc' : 'asc'}, ` : '';
  return {
    sql: `select *, count(*) over () as total from (${from}) x
    where ($1::text is null or x.provider_email ilike $1 or x.business_name ilike $1 or x.invoice_number ilike $1)
      and $2::timestamptz is not null and $3::timestamptz is not null
    order by ${chosen}${order}`,
    params: [likePattern(search), now, new Date(now.getTime() + RENEWALS_DUE_DAYS * DAY_MS)],
  };
}

type PaymentListRow = Omit<AdminPaymentRow, 'at'> & { at: Date; total: number };

const toRow = ({ total: _total, ...row }: PaymentListRow): AdminPaymentRow => ({
  ...row,
  at: new Date(row.at).toISOString(),
  amount_cents: Number(row.amount_cents),
  refunded_cents: Number(row.refunded_cents),
});

async function paymentPage(
  db: Db,
  query: PaymentListQuery & { page: number },
): Promise<{ rows: AdminPaymentRow[]; total: number }> {
  const { sql, params } = matchingPayments(query);
  const rows = await db.query<PaymentListRow>(`${sql} limit $4 offset $5`, [
    ...params,
    ADMIN_PAGE_SIZE,
    query.page * ADMIN_PAGE_SIZE,
  ]);
  if (rows.length === 0 && query.page > 0) {
    // Past the last page: the total still tells the list where its last page is.
    const [count] = await db.query<{ total: number }>(`select count(*)::int as total from (${sql}) m`, params);
    return { rows: [], total: Number(count?.total ?? 0) };
  }
  return { rows: rows.map(toRow), total: Number(rows[0]?.total ?? 0) };
}

/** Cents as the dollars a spreadsheet sums, e.g. 5900 → '59.00'. */
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Every row of the list the search matches, in its order, as the export's CSV. */
async function paymentsCsv(db: Db, query: PaymentListQuery): Promise<{ csv: string; rows: number }> {
  const { sql, params } = matchingPayments(query);
  const rows = (await db.query<PaymentListRow>(sql, params)).map(toRow);
  const csv = csvText(
    [
      'Kind',
      'Id',
      'Invoice',
      'Description',
      'Business',
      'Email',
      'Amount (USD)',
      'Refunded (USD)',
      'Status',
      'When (UTC)',
      'Message',
    ],
    rows.map((row) => [
      row.kind,
      row.id,
      row.invoice_number,
      row.description,
      row.business_name,
      row.provider_email,
      dollars(row.amount_cents),
      dollars(row.refunded_cents),
      row.status,
      row.at,
      row.message,
    ]),
  );
  return { csv, rows: rows.length };
}

export const refundDone = (amountCents: number, creditNote: string) =>
  `${formatUsdExact(amountCents)} refunded. Credit note ${creditNote} is e-mailed to the provider.`;

/** The Payments screen's calls: its three lists, and a refund through the invoice's gateway. */
export function adminPaymentHandlers({
  db,
  gateway,
  now,
  trustProxy,
}: {
  db: Db;
  gateway: PaymentGateway;
  now: () => Date;
  trustProxy: boolean;
}): OperationHandlers<'listAdminPayments' | 'refundInvoice' | 'exportAdminPayments'> {
  return {
    listAdminPayments: async (c, { query }, reply) => {
      await requireAdmin(c);
      const data = await paymentPage(db, { ...query, page: query.page ?? 0, search: query.search ?? '', now: now() });
      return reply(200, { status: 200, data });
    },

    exportAdminPayments: async (c, { query }, reply) => {
      const admin = await requireAdmin(c);
      const at = now();
      const csv = await db.transaction(async (tx) => {
        const exported = await paymentsCsv(tx, { ...query, search: query.search ?? '', now: at });
        await recordAudit(tx, {
          actor: auditActor(admin.user),
          action: 'payments.export',
          recordKind: 'payments',
          recordId: null,
          detail: { ...query, rows: exported.rows },
          clientIp: clientIp(c, trustProxy),
          at,
        });
        return exported.csv;
      });
      return reply(200, { status: 200, csv });
    },

    refundInvoice: async (c, { params, body }, reply) => {
      const admin = await requireAdmin(c);
      const requester = { actor: auditActor(admin.user), clientIp: clientIp(c, trustProxy) };
      const requested = await requestRefund(db, {
        invoiceId: params.id,
        amountCents: body.amountCents,
        reason: body.reason.trim(),
        requester,
        now: now(),
      });
      if ('refused' in requested) return reply.error(requested.status, requested.refused);
      // The pending row is committed: the gateway is asked outside any transaction.
      const outcome = await settleRefund(db, gateway, requested.refundId, { now: now(), ...requester });
      switch (outcome.kind) {
        case 'succeeded':
          return reply(200, {
            status: 200,
            message: refundDone(outcome.amountCents, outcome.creditNoteNumber),
            data: {
              amountCents: outcome.amountCents,
              creditNoteNumber: outcome.creditNoteNumber,
              refundedCents: await refundedOf(db, params.id),
            },
          });
        case 'refused':
          return reply.error(409, outcome.message);
        case 'unreachable':
        case 'settled':
          return reply.error(503, GATEWAY_UNREACHABLE_REFUND);
      }
    },
  };
}
