import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { NumberField } from '../../../components/NumberField/NumberField';
import { TextArea } from '../../../components/TextArea/TextArea';
import * as shared from '../shared.css';
import * as styles from './RefundDialog.css';

export type RefundInvoice = {
  number: string;
  provider: string;
  /** Already formatted: what was paid, what was refunded, what is left. */
  paid: string;
  refunded: string;
  left: string;
};

export type RefundDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  invoice: RefundInvoice | null;
  /** Dollars; NaN while empty. */
  amount: number;
  onAmountChange: (amount: number) => void;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** What is wrong with the amount: the form's own check, or the server's sentence. */
  amountError?: string | undefined;
  onRefund: () => void;
  isRefunding: boolean;
};

/** Refund part or all of an invoice: the amount (at most what is left) and why, for the credit note. */
export function RefundDialog({
  isOpen,
  onOpenChange,
  invoice,
  amount,
  onAmountChange,
  reason,
  onReasonChange,
  amountError,
  onRefund,
  isRefunding,
}: RefundDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={invoice ? `Refund invoice ${invoice.number}` : 'Refund'}
      description="The money goes back to the card the invoice was paid with. The provider receives a credit note by e-mail."
      isDismissable={!isRefunding}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isRefunding}>
            Cancel
          </Button>
          <Button type="submit" form="refund-form" loading={isRefunding}>
            Refund
          </Button>
        </>
      }
    >
      {invoice ? (
        <form
          id="refund-form"
          className={shared.form}
          onSubmit={(event) => {
            event.preventDefault();
            onRefund();
          }}
        >
          <dl className={styles.facts}>
            <div>
              <dt className={shared.mutedText}>Provider</dt>
              <dd>{invoice.provider}</dd>
            </div>
            <div>
              <dt className={shared.mutedText}>Paid</dt>
              <dd>{invoice.paid}</dd>
            </div>
            <div>
              <dt className={shared.mutedText}>Refunded so far</dt>
              <dd>{invoice.refunded}</dd>
            </div>
            <div>
              <dt className={shared.mutedText}>Left to refund</dt>
              <dd>{invoice.left}</dd>
            </div>
          </dl>
          <NumberField
            label="Amount to refund"
            value={amount}
            onChange={onAmountChange}
            step={0.01}
            prefix="$"
            errorMessage={amountError}
            description={`At most ${invoice.left}.`}
            isRequired
            name="amount"
          />
          <TextArea
            label="Reason"
            value={reason}
            onChange={onReasonChange}
            description="Printed on the credit note."
            rows={2}
            name="reason"
          />
        </form>
      ) : null}
    </Dialog>
  );
}
