import { type NewCard, PaymentMethods } from '@injury-assist/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, quietErrors } from '../../lib/api/client';
import { $api } from '../../lib/api/queries';
import { loadStatus } from '../../lib/load-status';
import { toCardView } from './card-views';

/**
 * The saved cards with the add form, wired to API v1. Used on the Subscriptions page (Payment
 * Information) and meant for the Business Profile's Payment Methods section too.
 */
export function PaymentMethodsSection() {
  const queryClient = useQueryClient();
  const cards = $api.useQuery('get', '/provider/payment-methods');
  const [busyCardId, setBusyCardId] = useState<number | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/provider/payment-methods'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/provider/billing'] }),
    ]);

  const add = async (card: NewCard): Promise<string | null> => {
    // The number and CVV go to our server only to be handed to the payment provider.
    const { error } = await api.POST('/provider/payment-methods', { body: card, ...quietErrors });
    if (error) return error.message;
    await refresh();
    return null;
  };
  const change = async (id: number, call: () => Promise<unknown>) => {
    setBusyCardId(id);
    await call();
    await refresh();
    setBusyCardId(null);
  };

  return (
    <PaymentMethods
      status={loadStatus(cards)}
      cards={(cards.data?.data ?? []).map(toCardView)}
      onRetry={() => void cards.refetch()}
      onAdd={add}
      busyCardId={busyCardId}
      onSetPrimary={(id) =>
        void change(id, () =>
          api.POST('/provider/payment-methods/{cardId}/primary', { params: { path: { cardId: id } } }),
        )
      }
      onRemove={(id) =>
        void change(id, () => api.DELETE('/provider/payment-methods/{cardId}', { params: { path: { cardId: id } } }))
      }
    />
  );
}
