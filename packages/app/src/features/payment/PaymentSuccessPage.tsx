import { PaymentConfirming, PaymentNotCompleted, PaymentSuccess } from '@injury-assist/ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../config/support';
import { FlowProvider } from '../../lib/flows/create-flow';
import { useAppNavigation } from '../../lib/navigation/app-navigation';
import { useSession } from '../../lib/session/session-context';
import { PaymentSuccessFlow } from './payment-success-flow';

function PaymentSuccessScreen() {
  const actor = PaymentSuccessFlow.useActorRef();
  const snapshot = PaymentSuccessFlow.useSelector((state) => state);
  const { signIn } = useSession();
  const { navigate, renderLink } = useAppNavigation();
  useEffect(() => {
    const redirect = actor.on('redirect.dashboard', () => navigate(paths.provider.root, { replace: true }));
    const session = actor.on('session.started', ({ session: { token, user } }) =>
      signIn({ token, userType: user.user_type, user }),
    );
    return () => {
      redirect.unsubscribe();
      session.unsubscribe();
    };
  }, [actor, navigate, signIn]);

  if (snapshot.matches('confirming') || snapshot.matches('startingSession')) {
    return <PaymentConfirming supportEmail={SUPPORT_EMAIL} />;
  }
  if (snapshot.matches('notPaid')) {
    return <PaymentNotCompleted supportEmail={SUPPORT_EMAIL} supportPhone={SUPPORT_PHONE} renderLink={renderLink} />;
  }
  return (
    <PaymentSuccess
      secondsLeft={snapshot.context.secondsLeft}
      supportEmail={SUPPORT_EMAIL}
      renderLink={renderLink}
      onGoToDashboard={() => actor.send({ type: 'redirect.now' })}
    />
  );
}

/**
 * /payment-success (spec provider-and-admin 2.5): with a `session_id`, it says the payment is being
 * confirmed until the server has the gateway's event, then starts a new provider's session and
 * counts down to the dashboard.
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  return (
    <FlowProvider flow={PaymentSuccessFlow} options={{ input: { sessionId: params.get('session_id') } }}>
      <PaymentSuccessScreen />
    </FlowProvider>
  );
}
