import { busyCardId } from '@injury-assist/flows/billing';
import { PaymentMethods } from '@injury-assist/ui';
import { useEffect } from 'react';
import { FlowProvider } from '../../lib/flows/create-flow';
import { loadStatus } from '../../lib/load-status';
import { useBillingRefresh, usePaymentMethods } from './billing-reads';
import { toCardView } from './card-views';
import { PaymentMethodsFlow } from './payment-methods-flow';

function PaymentMethodsConnector() {
  const cards = usePaymentMethods();
  const state = PaymentMethodsFlow.useSelector((snapshot) => snapshot);
  const actor = PaymentMethodsFlow.useActorRef();
  const refresh = useBillingRefresh();
  useEffect(() => {
    const subscription = actor.on('cards.changed', () => void refresh());
    return () => subscription.unsubscribe();
  }, [actor, refresh]);

  const { context } = state;
  return (
    <PaymentMethods
      status={loadStatus(cards)}
      cards={(cards.data?.data ?? []).map(toCardView)}
      onRetry={() => void cards.refetch()}
      card={context.card}
      onCardChange={(field, value) => actor.send({ type: 'card.change', field, value })}
      onAdd={() => actor.send({ type: 'card.submit' })}
      adding={state.matches('adding')}
      formError={context.formError}
      busyCardId={busyCardId(context, state.matches('changingCard'))}
      onSetPrimary={(cardId) => actor.send({ type: 'card.setPrimary', cardId })}
      onRemove={(cardId) => actor.send({ type: 'card.remove', cardId })}
      failure={context.failure}
      onRetryRequest={() => actor.send({ type: 'request.retry' })}
    />
  );
}

/**
 * The saved cards with the add form, wired to API v1. Used on the Subscriptions page (Payment
 * Information) and meant for the Business Profile's Payment Methods section too.
 */
export function PaymentMethodsSection() {
  return (
    <FlowProvider flow={PaymentMethodsFlow}>
      <PaymentMethodsConnector />
    </FlowProvider>
  );
}
