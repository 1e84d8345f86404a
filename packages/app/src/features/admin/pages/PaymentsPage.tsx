import { formatUsdExact } from '@injury-assist/domain';
import { type AdminPaymentRow, type PaymentListName, Payments, RefundDialog } from '@injury-assist/ui';
import { useRef, useState } from 'react';
import { formatLongDate } from '../../../lib/long-dates';
import type { AdminPaymentAnswer } from '../admin-data';
import { adminKeys, useAdminAction, useAdminList } from '../admin-queries';

export const ENTER_AN_AMOUNT = 'Enter an amount to refund.';
export const WHOLE_CENTS = 'Enter the amount in dollars and cents, e.g. 25.50.';
export const atMost = (left: string) => `You can refund at most ${left}.`;

const leftOf = (invoice: AdminPaymentAnswer) => invoice.amount_cents - invoice.refunded_cents;

function invoiceStatus(row: AdminPaymentAnswer): Pick<AdminPaymentRow, 'statusLabel' | 'statusTone'> {
  if (row.refunded_cents >= row.amount_cents && row.amount_cents > 0) {
    return { statusLabel: 'Refunded', statusTone: 'neutral' };
  }
  if (row.refunded_cents > 0) return { statusLabel: 'Partly refunded', statusTone: 'caution' };
  if (row.status === 'paid') return { statusLabel: 'Paid', statusTone: 'positive' };
  return { statusLabel: row.status === 'open' ? 'Open' : 'Void', statusTone: 'neutral' };
}

function statusOf(row: AdminPaymentAnswer): Pick<AdminPaymentRow, 'statusLabel' | 'statusTone'> {
  switch (row.kind) {
    case 'invoice':
      return invoiceStatus(row);
    case 'failed_checkout':
      return { statusLabel: 'Payment failed', statusTone: 'critical' };
    case 'declined_renewal':
      return { statusLabel: 'Renewal declined', statusTone: 'critical' };
    case 'renewal':
      return { statusLabel: 'Due', statusTone: 'info' };
  }
}

const kindDescription: Record<AdminPaymentAnswer['kind'], string | null> = {
  invoice: null,
  failed_checkout: 'Checkout',
  declined_renewal: 'Renewal',
  renewal: 'Renewal',
};

const toRow = (row: AdminPaymentAnswer): AdminPaymentRow => ({
  id: row.id,
  provider: row.business_name ?? row.provider_email,
  providerEmail: row.provider_email,
  title: row.invoice_number ?? row.description,
  description: kindDescription[row.kind] ?? row.description,
  amount: formatUsdExact(row.amount_cents),
  refunded: row.refunded_cents > 0 ? `${formatUsdExact(row.refunded_cents)} refunded` : null,
  when: formatLongDate(row.at),
  ...statusOf(row),
  message: row.message,
  canRefund: row.kind === 'invoice' && row.status === 'paid' && leftOf(row) > 0,
});

/** What is wrong with the amount typed (dollars), or undefined; the server checks it again. */
function amountProblem(amount: number, leftCents: number): string | undefined {
  if (!Number.isFinite(amount) || amount <= 0) return ENTER_AN_AMOUNT;
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) return WHOLE_CENTS;
  if (Math.round(amount * 100) > leftCents) return atMost(formatUsdExact(leftCents));
  return undefined;
}

/** /admin/payments: invoices with their refunds, failed payments, renewals due; Refund opens the refund form. */
export default function PaymentsPage() {
  const [list, setList] = useState<PaymentListName>('invoices');
  const payments = useAdminList(
    [...adminKeys.payments, list],
    (data, query) => data.payments(list, query),
    'Error loading payments',
    {
      exportCsv: { name: `payments-${list}`, read: (data, query) => data.exportPaymentsCsv(list, query) },
      filters: list,
    },
  );
  const [refunding, setRefunding] = useState<AdminPaymentAnswer | null>(null);
  const [amount, setAmount] = useState(Number.NaN);
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string>();
  // The server's sentence ('$25.00 refunded. Credit note … is e-mailed to the provider.') for the toast.
  const answer = useRef('');
  const refund = useAdminAction<{ id: number; amountCents: number; reason: string }>({
    run: async (data, input) => {
      answer.current = await data.refundInvoice(input.id, input.amountCents, input.reason);
    },
    success: () => ({ title: 'Refund issued', description: answer.current }),
    errorTitle: 'Error refunding payment',
    refresh: [adminKeys.payments],
    onDone: () => setRefunding(null),
  });

  const open = (id: string) => {
    const invoice = payments.rows.find((row) => row.id === id);
    if (!invoice) return;
    refund.reset();
    setRefunding(invoice);
    setAmount(leftOf(invoice) / 100);
    setReason('');
    setAmountError(undefined);
  };

  return (
    <>
      <Payments
        list={list}
        onListChange={setList}
        payments={payments.rows.map(toRow)}
        status={payments.status}
        onRetry={payments.retry}
        paging={payments.paging}
        onRefund={open}
      />
      <RefundDialog
        isOpen={refunding !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !refund.isPending) setRefunding(null);
        }}
        invoice={
          refunding && {
            number: refunding.invoice_number ?? refunding.id,
            provider: refunding.business_name ?? refunding.provider_email,
            paid: formatUsdExact(refunding.amount_cents),
            refunded: formatUsdExact(refunding.refunded_cents),
            left: formatUsdExact(leftOf(refunding)),
          }
        }
        amount={amount}
        onAmountChange={(value) => {
          setAmount(value);
          setAmountError(undefined);
          refund.reset();
        }}
        reason={reason}
        onReasonChange={setReason}
        amountError={amountError ?? refund.error?.message}
        onRefund={() => {
          if (!refunding) return;
          const problem = amountProblem(amount, leftOf(refunding));
          if (problem) return setAmountError(problem);
          refund.mutate({ id: Number(refunding.id), amountCents: Math.round(amount * 100), reason: reason.trim() });
        }}
        isRefunding={refund.isPending}
      />
    </>
  );
}
