import type { components } from '@injury-assist/contract';
import type { SavedCardView } from '@injury-assist/ui';

type SavedCard = components['schemas']['SavedCard'];

export const toCardView = (card: SavedCard): SavedCardView => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4,
  expiry: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`,
  name: card.name,
  isPrimary: card.isPrimary,
});
