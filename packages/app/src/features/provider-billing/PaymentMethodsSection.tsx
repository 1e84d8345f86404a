import { busyCardId, EMPTY_CARD_FORM } from '@injury-assist/flows/billing';
import { PaymentMethods } from '@injury-assist/ui';
import { useState } from 'react';
import { useOnDemandFlow } from '../../lib/flows/on-demand-flow';
import { loadStatus } from '../../lib/load-status';
import { useBillingRefresh, usePaymentMethods } from './billing-reads';
import { toCardView } from './card-views';

const loadFlow = () => import('./payment-methods-flow').then((module) => module.makePaymentMethods);

/**
 * The saved cards with the add form, wired to API v1. Used on the Subscriptions page (Payment
 * Information) and on the Business Profile. Its machine is loaded on the first event; until it
 * has started, the form shows what was typed, as the machine will once it has the same changes.
 */
export function PaymentMethodsSection() {
  const cards = usePaymentMethods();
  const refresh = useBillingRefresh();
  const { snapshot: state, send } = useOnDemandFlow(loadFlow, undefined, { 'cards.changed': () => void refresh() });
  const [typed, setTyped] = useState(EMPTY_CARD_FORM);
  const context = state?.context;
  return (
    <PaymentMethods
      status={loadStatus(cards)}
      cards={(cards.data?.data ?? []).map(toCardView)}
      onRetry={() => void cards.refetch()}
      card={context?.card ?? typed}
      onCardChange={(field, value) => {
        if (!state) setTyped((current) => ({ ...current, [field]: value }));
        send({ type: 'card.change', field, value });
      }}
      onAdd={() => send({ type: 'card.submit' })}
      adding={state?.matches('adding') ?? false}
      formError={context?.formError ?? null}
      busyCardId={context ? busyCardId(context, state.matches('changingCard')) : null}
      onSetPrimary={(cardId) => send({ type: 'card.setPrimary', cardId })}
      onRemove={(cardId) => send({ type: 'card.remove', cardId })}
      failure={context?.failure ?? null}
      onRetryRequest={() => send({ type: 'request.retry' })}
    />
  );
}
