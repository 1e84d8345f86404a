import {
  CARD_NUMBER_MAX_LENGTH,
  type CardBrand,
  cardBrand,
  cardBrandLabels,
  cardFormComplete,
  cutCvv,
  groupCardNumber,
} from '@injury-assist/domain';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/Badge/Badge';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import type { LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { LoadFailed } from '../../../components/private/LoadFailed/LoadFailed';
import { Spinner } from '../../../components/Spinner/Spinner';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../billing.css';

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
  /** Resolves to an error sentence to show under the form, or null when the card was saved. */
  onAdd: (card: NewCard) => Promise<string | null>;
  onSetPrimary: (id: number) => void;
  onRemove: (id: number) => void;
  /** The card being changed (set primary / removed), whose buttons wait. */
  busyCardId?: number | null;
};

const EMPTY: NewCard = { number: '', expiry: '', name: '', cvv: '' };

/** MM/YY as typed: digits only, the slash added after the month. */
function expiryInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Payment Methods (spec 2.3, 3, 4, 5): the saved cards, masked to the last four digits, with 'Set
 * as Primary' and 'Remove' on the secondary ones, and the add form with the spec's rules (number
 * grouped in fours and capped at 19, CVV cut to 4, brand from the first digit, added only when
 * every field is filled). The number and CVV go to the payment provider, never to our records.
 */
export function PaymentMethods({
  status,
  cards,
  onRetry,
  onAdd,
  onSetPrimary,
  onRemove,
  busyCardId = null,
}: PaymentMethodsProps) {
  const [card, setCard] = useState<NewCard>(EMPTY);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const brand = cardBrand(card.number);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // spec 5: no message when a field is empty; the card is simply not added.
    if (!cardFormComplete(card) || saving) return;
    setSaving(true);
    setError(null);
    const problem = await onAdd(card);
    setSaving(false);
    if (problem) setError(problem);
    else setCard(EMPTY);
  };

  return (
    <Card
      title="Payment Methods"
      description="Cards are kept by our payment provider; we only see the last four digits."
    >
      <div id="payment-methods" className={styles.stack}>
        {status === 'loading' ? <Spinner label="Loading cards" /> : null}
        {status === 'failed' ? <LoadFailed title="We could not load your cards." onRetry={onRetry} /> : null}
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
          <div className={styles.fullWidth}>
            <TextField
              label="Card number"
              value={card.number}
              onChange={(value) => setCard({ ...card, number: groupCardNumber(value) })}
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
              description={
                card.number ? `${cardBrandLabels[brand]}, up to ${CARD_NUMBER_MAX_LENGTH} characters` : undefined
              }
            />
          </div>
          <TextField
            label="Expiry (MM/YY)"
            value={card.expiry}
            onChange={(value) => setCard({ ...card, expiry: expiryInput(value) })}
            autoComplete="cc-exp"
            placeholder="MM/YY"
          />
          <TextField
            label="CVV"
            value={card.cvv}
            onChange={(value) => setCard({ ...card, cvv: cutCvv(value) })}
            autoComplete="cc-csc"
          />
          <div className={styles.fullWidth}>
            <TextField
              label="Name on card"
              value={card.name}
              onChange={(value) => setCard({ ...card, name: value })}
              autoComplete="cc-name"
            />
          </div>
          {error ? (
            <p role="alert" className={`${styles.fullWidth} ${styles.notice.critical}`}>
              {error}
            </p>
          ) : null}
          <div className={styles.fullWidth}>
            <Button type="submit" loading={saving}>
              Add Card
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
}
