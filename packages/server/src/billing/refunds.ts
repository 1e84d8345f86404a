import { randomUUID } from 'node:crypto';
import { formatUsdExact } from '@injury-assist/domain';
import { type AuditEntry, recordAudit } from '../audit/audit-log';
import type { Db } from '../db/db';
import type { Job } from '../jobs/job-runner';
import { enqueueMail } from '../mail/mail-outbox';
import { paragraphsHtml } from '../mail/paragraphs-html';
import type { GatewayName, PaymentGateway } from '../payments/gateway';
import { businessOf } from '../provider/provider-access';
import { type CreditNote, creditNotePdf } from './invoice-pdf';

export const INVOICE_NOT_FOUND = 'We could not find that invoice.';
export const ONLY_PAID_INVOICES = 'Only a paid invoice can be refunded.';
export const GATEWAY_UNREACHABLE_REFUND =
  'The payment provider could not be reached. The refund is recorded as pending and will be tried again in a few minutes.';

export const refundedInFull = (number: string) => `Invoice ${number} has been refunded in full already.`;

export const refundTooLarge = (number: string, leftCents: number, refundedCents: number) =>
  `You can refund at most ${formatUsdExact(leftCents)} of invoice ${number}` +
  (refundedCents > 0 ? `; ${formatUsdExact(refundedCents)} of it has been refunded already.` : '.');

/** Who asked, from where, as the audit log records it. */
export interface RefundRequester {
  actor: AuditEntry['actor'];
  clientIp: string | null;
}

interface InvoiceForRefund {
  id: number;
  number: string;
  status: 'paid' | 'open' | 'void';
  total_cents: number;
  currency: string;
  gateway: GatewayName;
}

/**
 * Records a pending refund of `amountCents` of the invoice, and its audit line, in one
 * transaction: the invoice's row lock makes the check of what is left and the insert one step, so
 * two admins refunding at once cannot together give back more than was paid. The gateway is asked
 * afterwards (settleRefund), outside any transaction. Answers the refund's id or a refusal.
 */
export async function requestRefund(
  db: Db,
  {
    invoiceId,
    amountCents,
    reason,
    requester,
    now,
  }: { invoiceId: number; amountCents: number; reason: string; requester: RefundRequester; now: Date },
): Promise<{ refundId: number } | { refused: string; status: 400 | 404 }> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.query<InvoiceForRefund>(
      'select id, number, status, total_cents, currency, gateway from invoices where id = $1 for update',
      [invoiceId],
    );
    if (!invoice) return { refused: INVOICE_NOT_FOUND, status: 404 as const };
    if (invoice.status !== 'paid') return { refused: ONLY_PAID_INVOICES, status: 400 as const };
    const refundedCents = await refundedOf(tx, invoice.id);
    const leftCents = invoice.total_cents - refundedCents;
    if (leftCents <= 0) return { refused: refundedInFull(invoice.number), status: 400 as const };
    if (amountCents > leftCents) {
      return { refused: refundTooLarge(invoice.number, leftCents, refundedCents), status: 400 as const };
    }
    const [refund] = await tx.query<{ id: number }>(
      `insert into refunds (invoice_id, amount_cents, reason, status, idempotency_key, gateway, requested_by, requested_at)
       values ($1, $2, $3, 'pending', $4, $5, $6, $7) returning id`,
      [invoice.id, amountCents, reason, randomUUID(), invoice.gateway, requester.actor?.id ?? null, now],
    );
    if (!refund) throw new Error('Inserting the refund returned no row.');
    await recordAudit(tx, {
      actor: requester.actor,
      action: 'invoices.refund',
      recordKind: 'invoices',
      recordId: invoice.number,
      detail: { refundId: Number(refund.id), amountCents, reason },
      clientIp: requester.clientIp,
      at: now,
    });
    return { refundId: Number(refund.id) };
  });
}

/** Pending and succeeded refunds of the invoice: what is no longer there to give back. */
export async function refundedOf(db: Db, invoiceId: number): Promise<number> {
  const [row] = await db.query<{ cents: number }>(
    `select coalesce(sum(amount_cents), 0)::int as cents from refunds where invoice_id = $1 and status <> 'failed'`,
    [invoiceId],
  );
  return Number(row?.cents ?? 0);
}

interface PendingRefund {
  id: number;
  amount_cents: number;
  reason: string;
  idempotency_key: string;
  invoice_id: number;
  invoice_number: string;
  currency: string;
  gateway_invoice_id: string | null;
  gateway_session_id: string | null;
  owner_id: string;
  owner_name: string;
  owner_email: string;
}

export type RefundOutcome =
  | { kind: 'succeeded'; creditNoteNumber: string; amountCents: number }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable' }
  /** Another process settled it meanwhile, or it was not pending. */
  | { kind: 'settled' };

/**
 * Asks the gateway for a pending refund (no transaction is open meanwhile), then records its
 * answer: a success takes the next credit note number and e-mails the provider the credit note; a
 * refusal frees the amount again. A gateway that cannot be reached leaves the refund pending: the
 * retry job asks again with the same idempotency key, so the gateway never refunds twice.
 */
export async function settleRefund(
  db: Db,
  gateway: PaymentGateway,
  refundId: number,
  { now, actor, clientIp }: { now: Date } & RefundRequester,
): Promise<RefundOutcome> {
  const [pending] = await db.query<PendingRefund>(
    `select r.id, r.amount_cents, r.reason, r.idempotency_key, i.id as invoice_id, i.number as invoice_number,
            i.currency, i.gateway_invoice_id, s.gateway_session_id, u.id as owner_id, u.name as owner_name,
            u.email as owner_email
       from refunds r
       join invoices i on i.id = r.invoice_id
       join users u on u.id = i.user_id
       left join checkout_sessions s on s.id = i.checkout_session_id
      where r.id = $1 and r.status = 'pending'`,
    [refundId],
  );
  if (!pending) return { kind: 'settled' };
  let answer: Awaited<ReturnType<PaymentGateway['refund']>>;
  try {
    answer = await gateway.refund({
      payment: { gatewayInvoiceId: pending.gateway_invoice_id, gatewaySessionId: pending.gateway_session_id },
      amountCents: pending.amount_cents,
      currency: pending.currency,
      idempotencyKey: pending.idempotency_key,
    });
  } catch {
    return { kind: 'unreachable' };
  }

  const audit = (action: AuditEntry['action'], detail: Record<string, unknown>): AuditEntry => ({
    actor,
    action,
    recordKind: 'invoices',
    recordId: pending.invoice_number,
    detail: { refundId: Number(pending.id), amountCents: pending.amount_cents, ...detail },
    clientIp,
    at: now,
  });

  if (!answer.ok) {
    const message = answer.message;
    const failed = await db.transaction(async (tx) => {
      const rows = await tx.query(
        `update refunds set status = 'failed', failure_message = $2, completed_at = $3
          where id = $1 and status = 'pending' returning id`,
        [pending.id, message, now],
      );
      if (rows.length > 0) await recordAudit(tx, audit('invoices.refund_failed', { message }));
      return rows.length > 0;
    });
    return failed ? { kind: 'refused', message } : { kind: 'settled' };
  }

  const refundIdAtGateway = answer.refundId;
  const creditNoteNumber = await db
    .transaction(async (tx) => {
      const [counter] = await tx.query<{ last_number: number }>(
        `insert into credit_note_counters (year, last_number) values ($1, 1)
       on conflict (year) do update set last_number = credit_note_counters.last_number + 1
       returning last_number`,
        [now.getUTCFullYear()],
      );
      if (!counter) throw new Error('The credit note counter returned no row.');
      const number = `CN-${now.getUTCFullYear()}-${String(counter.last_number).padStart(6, '0')}`;
      const rows = await tx.query(
        `update refunds set status = 'succeeded', gateway_refund_id = $2, credit_note_number = $3, completed_at = $4
        where id = $1 and status = 'pending' returning id`,
        [pending.id, refundIdAtGateway, number, now],
      );
      // Settled meanwhile by the retry job: this transaction's counter step rolls back with it.
      if (rows.length === 0) throw new AlreadySettled();
      await recordAudit(
        tx,
        audit('invoices.refund_succeeded', { creditNote: number, gatewayRefundId: refundIdAtGateway }),
      );
      return number;
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadySettled) return undefined;
      throw error;
    });
  if (!creditNoteNumber) return { kind: 'settled' };

  // The PDF is built after commit (pdfkit reads its font metrics from disk); the outbox row is
  // one insert, and the credit note stays in Billing History should the mail never be queued.
  const note: CreditNote = {
    number: creditNoteNumber,
    invoiceNumber: pending.invoice_number,
    issuedAt: now,
    amountCents: pending.amount_cents,
    currency: pending.currency,
    reason: pending.reason,
  };
  const business = await businessOf(db, pending.owner_id);
  const pdf = await creditNotePdf(note, {
    businessName: business?.name ?? null,
    name: pending.owner_name,
    email: pending.owner_email,
  });
  await enqueueMail(db, creditNoteMail(note, pending.owner_email, pdf));
  return { kind: 'succeeded', creditNoteNumber, amountCents: pending.amount_cents };
}

class AlreadySettled extends Error {}

function creditNoteMail(note: CreditNote, to: string, pdf: Buffer) {
  const text = [
    `We have refunded ${formatUsdExact(note.amountCents)} of invoice ${note.invoiceNumber} to the card it was paid with.`,
    note.reason ? `Reason: ${note.reason}` : '',
    `Your credit note ${note.number} is attached, and listed under Billing History beside the invoice.`,
    'Depending on your bank, the money reaches your account within 5 to 10 business days.',
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    to,
    subject: `Credit note ${note.number} for invoice ${note.invoiceNumber}`,
    text,
    html: paragraphsHtml(text),
    attachments: [
      {
        filename: `${note.number}.pdf`,
        content: pdf.toString('base64'),
        contentType: 'application/pdf',
        encoding: 'base64' as const,
      },
    ],
  };
}

/** How long a refund may stay pending before the job asks the gateway again (a request may still be on its way). */
export const REFUND_RETRY_AFTER_MS = 2 * 60_000;

/** Asks the gateway again about refunds left pending when it could not be reached. */
export function refundRetryJob(gateway: PaymentGateway): Job {
  return {
    name: 'refund-retry',
    intervalMs: 5 * 60_000,
    run: async ({ db, now }) => {
      const rows = await db.query<{ id: number }>(
        `select id from refunds where status = 'pending' and requested_at < $1 order by id limit 20`,
        [new Date(now.getTime() - REFUND_RETRY_AFTER_MS)],
      );
      for (const row of rows) {
        await settleRefund(db, gateway, Number(row.id), { now, actor: null, clientIp: null });
      }
    },
  };
}

/** A credit note as Billing History lists it, beside the invoice it credits. */
export interface IssuedCreditNote {
  number: string;
  invoiceNumber: string;
  issuedAt: Date;
  amountCents: number;
  currency: string;
  reason: string;
}

/** The owner's credit notes, newest first. */
export async function listCreditNotes(db: Db, ownerId: string): Promise<IssuedCreditNote[]> {
  const rows = await db.query<{
    number: string;
    invoice_number: string;
    completed_at: Date;
    amount_cents: number;
    currency: string;
    reason: string;
  }>(
    `select r.credit_note_number as number, i.number as invoice_number, r.completed_at, r.amount_cents,
            i.currency, r.reason
       from refunds r join invoices i on i.id = r.invoice_id
      where i.user_id = $1 and r.status = 'succeeded'
      order by r.completed_at desc, r.id desc`,
    [ownerId],
  );
  return rows.map((row) => ({
    number: row.number,
    invoiceNumber: row.invoice_number,
    issuedAt: new Date(row.completed_at),
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    reason: row.reason,
  }));
}
