import { Badge, type BadgeTone } from '../../../components/Badge/Badge';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import type { TableColumn } from '../../../components/Table/Table';
import { type AdminListPaging, AdminTablePage } from '../private/AdminTablePage';
import { RowAction } from '../private/RowAction';
import * as shared from '../shared.css';

export const paymentLists = ['invoices', 'failed', 'renewals'] as const;
export type PaymentListName = (typeof paymentLists)[number];

export type AdminPaymentRow = {
  id: string;
  /** The business, or the provider's e-mail without one. */
  provider: string;
  providerEmail: string;
  /** The invoice number, the plan, or what the checkout was for. */
  title: string;
  description: string;
  /** Already formatted, e.g. '$99.00'. */
  amount: string;
  /** e.g. '$25.00 refunded', or null. */
  refunded: string | null;
  /** Already formatted: when issued, failed or due. */
  when: string;
  statusLabel: string;
  statusTone: BadgeTone;
  /** Why it failed, for a failed payment. */
  message: string | null;
  /** An invoice with something left to give back. */
  canRefund: boolean;
};

export type PaymentsProps = {
  list: PaymentListName;
  onListChange: (list: PaymentListName) => void;
  payments: readonly AdminPaymentRow[];
  status: LoadStatus;
  onRetry: () => void;
  paging: AdminListPaging;
  onRefund: (id: string) => void;
};

const listLabels: Record<PaymentListName, string> = {
  invoices: 'Invoices',
  failed: 'Failed payments',
  renewals: 'Renewals due',
};

const whenHeading: Record<PaymentListName, string> = { invoices: 'Issued', failed: 'Failed', renewals: 'Renews' };

const emptyText: Record<PaymentListName, string> = {
  invoices: 'No invoices found',
  failed: 'No failed payments',
  renewals: 'No renewals in the next 30 days',
};

/**
 * 'Payments': invoices with their refunds, failed payments and the renewals of the next 30 days,
 * ordered by the heading pressed. No bulk actions: a refund is one invoice, one amount, one reason.
 */
export function Payments({ list, onListChange, payments, status, onRetry, paging, onRefund }: PaymentsProps) {
  const columns: TableColumn[] = [
    { id: 'payment', name: list === 'invoices' ? 'Invoice' : 'Payment', isRowHeader: true, allowsSorting: true },
    { id: 'provider', name: 'Provider', allowsSorting: true },
    { id: 'amount', name: 'Amount', allowsSorting: true },
    { id: 'when', name: whenHeading[list], allowsSorting: true },
    { id: 'status', name: 'Status', allowsSorting: true },
    ...(list === 'invoices' ? [{ id: 'actions', name: 'Actions', isActions: true }] : []),
  ];
  return (
    <AdminTablePage
      heading="Payments"
      subtitle="Invoices and refunds, payments that failed, and the renewals coming up."
      action={
        <SegmentedControl
          label="Show"
          hideLabel
          options={paymentLists.map((value) => ({ value, label: listLabels[value] }))}
          value={list}
          onChange={onListChange}
          isFullWidth
        />
      }
      paging={{
        ...paging,
        searchLabel: 'Search payments',
        searchPlaceholder: 'Search by invoice, business or email...',
      }}
      tableLabel={listLabels[list]}
      columns={columns}
      rows={payments}
      status={status}
      onRetry={onRetry}
      loadingText="Loading payments..."
      emptyText={emptyText[list]}
      failedTitle="We could not load the payments."
      renderCell={(payment, column) => {
        switch (column) {
          case 'payment':
            return (
              <div>
                {/* An invoice number reads as one word: it never breaks at its hyphens. */}
                <div className={`${shared.cellTitle} ${list === 'invoices' ? shared.nowrap : ''}`}>{payment.title}</div>
                <div className={shared.mutedText}>{payment.message ?? payment.description}</div>
              </div>
            );
          case 'provider':
            return (
              <div>
                <div>{payment.provider}</div>
                {payment.provider === payment.providerEmail ? null : (
                  <div className={shared.mutedText}>{payment.providerEmail}</div>
                )}
              </div>
            );
          case 'amount':
            return (
              <div>
                <div className={shared.nowrap}>{payment.amount}</div>
                {payment.refunded ? <div className={shared.mutedText}>{payment.refunded}</div> : null}
              </div>
            );
          case 'when':
            return payment.when;
          case 'status':
            return <Badge tone={payment.statusTone}>{payment.statusLabel}</Badge>;
          case 'actions':
            return payment.canRefund ? (
              <div className={shared.rowActions}>
                <RowAction
                  icon="history"
                  label="Refund"
                  aria-label={`Refund ${payment.title}`}
                  onPress={() => onRefund(payment.id)}
                />
              </div>
            ) : (
              <span className={shared.mutedText}>—</span>
            );
          default:
            return null;
        }
      }}
    />
  );
}
