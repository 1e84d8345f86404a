import { paymentSuccessMachine } from '@injury-assist/flows';
import { PaymentConfirming, PaymentNotCompleted, PaymentSuccess } from '@injury-assist/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { renderRouterLink } from '../../app/router-link';
import { useSession } from '../../app/session-context';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../config/support';
import { checkPayment, startProviderSession } from './payment-confirmation';

/**
 * /payment-success (spec provider-and-admin 2.5): with a `session_id`, it says the payment is being
 * confirmed until the server has the gateway's event, then starts a new provider's session and
 * counts down to the dashboard. `logic` lets flow stories fake the calls and shorten the countdown.
 */
export default function PaymentSuccessPage({ logic }: { logic?: typeof paymentSuccessMachine }) {
  const [params] = useSearchParams();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const wired = useMemo(
    () =>
      logic ??
      paymentSuccessMachine.provide({
        actors: {
          checkPayment: fromPromise(({ input }) => checkPayment(input)),
          startSession: fromPromise(() => startProviderSession(signIn)),
        },
      }),
    [logic, signIn],
  );
  const actor = useActorRef(wired, { input: { sessionId: params.get('session_id') } });
  const snapshot = useSelector(actor, (state) => state);
  useEffect(() => {
    const subscription = actor.on('redirect.dashboard', () => navigate(paths.provider.root, { replace: true }));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  if (snapshot.matches('confirming') || snapshot.matches('startingSession')) {
    return <PaymentConfirming supportEmail={SUPPORT_EMAIL} />;
  }
  if (snapshot.matches('notPaid')) {
    return (
      <PaymentNotCompleted supportEmail={SUPPORT_EMAIL} supportPhone={SUPPORT_PHONE} renderLink={renderRouterLink} />
    );
  }
  return (
    <PaymentSuccess
      secondsLeft={snapshot.context.secondsLeft}
      supportEmail={SUPPORT_EMAIL}
      renderLink={renderRouterLink}
      onGoToDashboard={() => actor.send({ type: 'redirect.now' })}
    />
  );
}
