import { type CardBrand, cardBrand, cardBrandLabels, cutCvv, groupCardNumber } from '@injury-assist/domain';
import type { FormEvent } from 'react';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { LoadFailed } from '../../../components/private/LoadFailed/LoadFailed';
import { Spinner } from '../../../components/Spinner/Spinner';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../billing.css';
import { RequestFailed } from '../private/RequestFailed/RequestFailed';

export type SavedCardView = {
  id: number;
  brand: CardBrand;
  last4: string;
  /** MM/YY */
  expiry: string;
  name: string;
  isPrimary: boolean;
};

export type NewCard = { number: string; expiry: string; name: string; cvv: string };

export type PaymentMethodsProps = {
  status: LoadStatus;
  cards: readonly SavedCardView[];
  onRetry: () => void;
  /** The add form as typed. */
  card: NewCard;
  onCardChange: (field: keyof NewCard, value: string) => void;
  /** Add Card: the form decides whether every field is filled (spec 5: otherwise nothing happens). */
  onAdd: () => void;
  /** The card is being saved. */
  adding: boolean;
  /** The server's refusal of the card typed, under the form. */
  formError: string | null;
  onSetPrimary: (id: number) => void;
  onRemove: (id: number) => void;
  /** The card being changed (set primary / removed), whose buttons wait. */
  busyCardId?: number | null;
  /** A request that failed, with 'Try again'. */
  failure?: string | null;
  onRetryRequest?: () => void;
};

/** MM/YY as typed: digits only, the slash added after the month. */
function expiryInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Payment Methods (spec 2.3, 3, 4, 5): the saved cards, masked to the last four digits, with 'Set
 * as Primary' and 'Remove' on the secondary ones, and the add form with the spec's rules (number
 * grouped in fours and capped at 19, CVV cut to 4, added only when every field is filled). The
 * brand shows beside the number as it is typed, from its first digit. The number and CVV go to
 * the payment provider, never to our records.
 */
export function PaymentMethods({
  status,
  cards,
  onRetry,
  card,
  onCardChange,
  onAdd,
  adding,
  formError,
  onSetPrimary,
  onRemove,
  busyCardId = null,
  failure = null,
  onRetryRequest = () => undefined,
}: PaymentMethodsProps) {
  const brand = cardBrand(card.number);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd();
  };

  return (
    <Card
      title="Payment Methods"
      description="Cards are kept by our payment provider; we only see the last four digits."
    >
      <div id="payment-methods" className={styles.stack}>
        {status === 'loading' ? <Spinner label="Loading cards" /> : null}
        {status === 'failed' ? <LoadFailed title="We could not load your cards." onRetry={onRetry} /> : null}
        {failure ? <RequestFailed text={failure} onRetry={onRetryRequest} /> : null}
        {status === 'loaded' && cards.length === 0 ? <p className={styles.muted}>No cards saved yet.</p> : null}
        {status === 'loaded' && cards.length > 0 ? (
          <ul aria-label="Saved cards" className={styles.stack}>
            {cards.map((saved) => (
              <li key={saved.id} className={styles.tile}>
                <div className={styles.spread}>
                  <span className={styles.strong}>
                    {cardBrandLabels[saved.brand]} •••• {saved.last4}
                  </span>
                  <Badge tone={saved.isPrimary ? 'brand' : 'neutral'}>
                    {saved.isPrimary ? 'Primary' : 'Secondary'}
                  </Badge>
                </div>
                <span className={styles.muted}>
                  {saved.name} · Expires {saved.expiry}
                </span>
                {saved.isPrimary ? null : (
                  <div className={styles.row}>
                    <Button
                      size="small"
                      variant="secondary"
                      loading={busyCardId === saved.id}
                      onPress={() => onSetPrimary(saved.id)}
                      aria-label={`Set as Primary: ${cardBrandLabels[saved.brand]} ending ${saved.last4}`}
                    >
                      Set as Primary
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      isDisabled={busyCardId === saved.id}
                      onPress={() => onRemove(saved.id)}
                      aria-label={`Remove ${cardBrandLabels[saved.brand]} ending ${saved.last4}`}
                    >
                      Remove
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <form className={styles.formGrid} onSubmit={submit} aria-label="Add a card">
          <div className={`${styles.fullWidth} ${styles.cardNumberRow}`}>
            <TextField
              label="Card number"
              value={card.number}
              onChange={(value) => onCardChange('number', groupCardNumber(value))}
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
            />
            <output className={styles.cardBrand} aria-live="polite" aria-label="Card brand">
              {card.number && brand !== 'unknown' ? <Badge tone="brand">{cardBrandLabels[brand]}</Badge> : null}
            </output>
          </div>
          <TextField
            label="Expiry (MM/YY)"
            value={card.expiry}
            onChange={(value) => onCardChange('expiry', expiryInput(value))}
            autoComplete="cc-exp"
            placeholder="MM/YY"
          />
          <TextField
            label="CVV"
            value={card.cvv}
            onChange={(value) => onCardChange('cvv', cutCvv(value))}
            autoComplete="cc-csc"
          />
          <div className={styles.fullWidth}>
            <TextField
              label="Name on card"
              value={card.name}
              onChange={(value) => onCardChange('name', value)}
              autoComplete="cc-name"
            />
          </div>
          {formError ? (
            <p role="alert" className={`${styles.fullWidth} ${styles.notice.critical}`}>
              {formError}
            </p>
          ) : null}
          <div className={styles.fullWidth}>
            <Button type="submit" loading={adding}>
              Add Card
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
}
