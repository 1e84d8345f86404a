import {
  concernPriorities,
  concernStatusOnConcernsPage,
  csvText,
  formatUsdExact,
  type ListPage,
  type ListQuery,
  type ListSort,
  pageRange,
  WRITE_A_REPLY,
} from '@injury-assist/domain';
import type {
  AdminConcernAnswer,
  AdminConcernRowAnswer,
  AdminData,
  AdminPaymentAnswer,
  ConcernFilters,
  PaymentList,
} from './admin-data';

/** The Concerns and Payments screens' rows in a fake admin database. */
export type FakeBackOfficeTables = {
  concerns: AdminConcernAnswer[];
  payments: Record<PaymentList, AdminPaymentAnswer[]>;
};

const at = (daysAgo: number, hour = 9) => new Date(Date.UTC(2026, 10, 21, hour) - daysAgo * 86_400_000).toISOString();

const CUSTOMER = '00000000-0000-4000-8000-000000000001';

export function sampleBackOfficeTables(): FakeBackOfficeTables {
  const invoice = (
    id: number,
    daysAgo: number,
    business: string | null,
    email: string,
    description: string,
    amountCents: number,
    refundedCents = 0,
  ): AdminPaymentAnswer => ({
    kind: 'invoice',
    id: String(id),
    at: at(daysAgo),
    provider_email: email,
    business_name: business,
    description,
    amount_cents: amountCents,
    refunded_cents: refundedCents,
    status: 'paid',
    invoice_number: `INV-2026-${String(id).padStart(6, '0')}`,
    message: null,
  });
  return {
    concerns: [
      {
        id: 31,
        user_id: CUSTOMER,
        title: 'Charged twice for one visit',
        description: 'I was charged twice for my physical therapy session on November 18. Please refund one.',
        priority: 'urgent',
        status: 0,
        created_at: at(0),
        customer_name: 'Jordan Smith',
        customer_email: 'customer@demo.test',
        replies: [],
      },
      {
        id: 30,
        user_id: CUSTOMER,
        title: 'Clinic address is out of date',
        description: 'The address shown for Bayview Orthopedic Group is the old one.',
        priority: 'low',
        status: 2,
        created_at: at(1),
        customer_name: null,
        customer_email: 'maria.lopez@example.com',
        replies: [
          { id: 1, body: 'Thank you, we asked the clinic to update it.', created_at: at(1, 11) },
          { id: 2, body: 'The clinic has moved its listing to the new address.', created_at: at(0, 8) },
        ],
      },
      {
        id: 29,
        user_id: CUSTOMER,
        title: 'Provider did not show up',
        description: 'I waited 40 minutes at the clinic.',
        priority: 'high',
        status: 1,
        created_at: at(3),
        customer_name: 'Sam Lee',
        customer_email: 'sam.lee@example.com',
        replies: [{ id: 3, body: 'We are sorry. The provider has apologised.', created_at: at(2) }],
      },
    ],
    payments: {
      invoices: [
        invoice(12, 0, 'Bayview Orthopedic Group', 'provider@demo.test', 'Professional plan, monthly', 19_900, 2500),
        invoice(11, 2, null, 'pat.owner@example.com', 'Boost Add-On, 30 days', 14_900, 14_900),
        invoice(10, 19, 'Harbor Legal', 'intake@harborlegal.test', 'Legal Specialty plan, yearly', 399_000),
      ],
      failed: [
        {
          kind: 'declined_renewal',
          id: '7',
          at: at(1),
          provider_email: 'intake@harborlegal.test',
          business_name: 'Harbor Legal',
          description: 'Legal Specialty plan, monthly',
          amount_cents: 39_900,
          refunded_cents: 0,
          status: 'past_due',
          invoice_number: null,
          message: 'The renewal charge was declined; the plan is overdue.',
        },
      ],
      renewals: [
        {
          kind: 'renewal',
          id: '4',
          at: at(-10),
          provider_email: 'provider@demo.test',
          business_name: 'Bayview Orthopedic Group',
          description: 'Professional plan, monthly',
          amount_cents: 19_900,
          refunded_cents: 0,
          status: 'active',
          invoice_number: null,
          message: null,
        },
      ],
    },
  };
}

const contains = (values: readonly (string | null)[], search: string) =>
  values.some((value) => (value ?? '').toLowerCase().includes(search.trim().toLowerCase()));

const onePage = <Row>(rows: readonly Row[], page: number): ListPage<Row> => {
  const { from, to } = pageRange(page);
  return { rows: rows.slice(from, to + 1), total: rows.length };
};

type BackOfficeMethods = Pick<
  AdminData,
  | 'concerns'
  | 'concern'
  | 'setConcernStatus'
  | 'replyToConcern'
  | 'payments'
  | 'refundInvoice'
  | 'exportConcernsCsv'
  | 'setConcernsStatus'
  | 'exportPaymentsCsv'
>;

type Sortable = string | number | null;

/** Rows in a heading's order, as the server sorts them; the list's own order breaks ties and stands without one. */
function sortedBy<Row>(rows: Row[], sort: ListSort | null | undefined, keys: Record<string, (row: Row) => Sortable>) {
  const key = sort ? keys[sort.column] : undefined;
  if (!key || !sort) return rows;
  const way = sort.direction === 'descending' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [key(a) ?? '', key(b) ?? ''];
    return (x < y ? -1 : x > y ? 1 : 0) * way;
  });
}

const concernKeys: Record<string, (row: AdminConcernRowAnswer) => Sortable> = {
  concern: (row) => row.title.toLowerCase(),
  priority: (row) => concernPriorities.indexOf(row.priority),
  status: (row) => row.status,
  raised: (row) => row.created_at,
};

const paymentKeys: Record<string, (row: AdminPaymentAnswer) => Sortable> = {
  payment: (row) => (row.invoice_number ?? row.description).toLowerCase(),
  provider: (row) => (row.business_name ?? row.provider_email).toLowerCase(),
  amount: (row) => row.amount_cents,
  when: (row) => row.at,
  status: (row) => row.status,
};

/** The Concerns and Payments calls over the fake tables, with the server's order, filters and refusals. */
export function fakeBackOfficeData(
  tables: FakeBackOfficeTables,
  check: (method: keyof AdminData) => Promise<void>,
  now: Date,
): BackOfficeMethods {
  let nextReply = 100;
  const find = (id: number) => {
    const found = tables.concerns.find((row) => row.id === id);
    if (!found) throw new Error('We could not find that concern.');
    return found;
  };
  const change = (id: number, update: Partial<AdminConcernAnswer>) => {
    tables.concerns = tables.concerns.map((row) => (row.id === id ? { ...row, ...update } : row));
  };
  const matchingConcerns = ({ search, sort, status, priority }: ListQuery & ConcernFilters) => {
    const rows = tables.concerns
      .filter((row) => (status === null || row.status === status) && (priority === null || row.priority === priority))
      .filter((row) => contains([row.title, row.customer_name, row.customer_email], search))
      .sort(
        (a, b) =>
          Number(b.priority === 'urgent') - Number(a.priority === 'urgent') || b.created_at.localeCompare(a.created_at),
      )
      .map(
        ({ description: _description, user_id: _user, replies, ...row }): AdminConcernRowAnswer => ({
          ...row,
          reply_count: replies.length,
        }),
      );
    return sortedBy(rows, sort, concernKeys);
  };
  const matchingPayments = (list: PaymentList, { search, sort }: ListQuery) =>
    sortedBy(
      tables.payments[list].filter((row) =>
        contains([row.provider_email, row.business_name, row.invoice_number], search),
      ),
      sort,
      paymentKeys,
    );
  return {
    async concerns(query) {
      await check('concerns');
      return onePage(matchingConcerns(query), query.page);
    },
    async concern(id) {
      await check('concern');
      return find(id);
    },
    async setConcernStatus(id, status) {
      await check('setConcernStatus');
      find(id);
      change(id, { status });
      return find(id);
    },
    async replyToConcern(id, body) {
      await check('replyToConcern');
      if (!body.trim()) throw new Error(WRITE_A_REPLY);
      const concern = find(id);
      change(id, {
        replies: [...concern.replies, { id: nextReply++, body: body.trim(), created_at: now.toISOString() }],
      });
      return find(id);
    },
    async payments(list, query) {
      await check('payments');
      return onePage(matchingPayments(list, query), query.page);
    },
    async exportConcernsCsv(query, filters) {
      await check('exportConcernsCsv');
      return csvText(
        ['Id', 'Title', 'Priority', 'Status', 'Customer', 'Email', 'Raised (UTC)', 'Replies'],
        matchingConcerns({ ...query, ...filters }).map((row) => [
          row.id,
          row.title,
          row.priority,
          concernStatusOnConcernsPage(row.status),
          row.customer_name,
          row.customer_email,
          row.created_at,
          row.reply_count,
        ]),
      );
    },
    async setConcernsStatus(ids, status) {
      await check('setConcernsStatus');
      const changing = tables.concerns.filter((row) => ids.includes(row.id) && row.status !== status);
      for (const row of changing) change(row.id, { status });
      return changing.length;
    },
    async exportPaymentsCsv(list, query) {
      await check('exportPaymentsCsv');
      return csvText(
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
        matchingPayments(list, query).map((row) => [
          row.kind,
          row.id,
          row.invoice_number,
          row.description,
          row.business_name,
          row.provider_email,
          (row.amount_cents / 100).toFixed(2),
          (row.refunded_cents / 100).toFixed(2),
          row.status,
          row.at,
          row.message,
        ]),
      );
    },
    async refundInvoice(id, amountCents) {
      await check('refundInvoice');
      const invoice = tables.payments.invoices.find((row) => row.id === String(id));
      if (!invoice) throw new Error('We could not find that invoice.');
      const left = invoice.amount_cents - invoice.refunded_cents;
      if (amountCents > left) {
        throw new Error(`You can refund at most ${formatUsdExact(left)} of invoice ${invoice.invoice_number}.`);
      }
      tables.payments.invoices = tables.payments.invoices.map((row) =>
        row === invoice ? { ...row, refunded_cents: row.refunded_cents + amountCents } : row,
      );
      return `${formatUsdExact(amountCents)} refunded. Credit note CN-2026-000001 is e-mailed to the provider.`;
    },
  };
}
