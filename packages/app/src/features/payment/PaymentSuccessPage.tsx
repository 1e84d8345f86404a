import { PaymentSuccess } from '@injury-assist/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { renderRouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL } from '../../config/support';
import { FlowProvider } from '../../lib/flows/create-flow';
import { PaymentSuccessFlow } from './payment-success-flow';

function PaymentSuccessScreen() {
  const actor = PaymentSuccessFlow.useActorRef();
  const secondsLeft = PaymentSuccessFlow.useSelector((snapshot) => snapshot.context.secondsLeft);
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = actor.on('redirect.dashboard', () => navigate(paths.provider.root, { replace: true }));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  return (
    <PaymentSuccess
      secondsLeft={secondsLeft}
      supportEmail={SUPPORT_EMAIL}
      renderLink={renderRouterLink}
      onGoToDashboard={() => actor.send({ type: 'redirect.now' })}
    />
  );
}

export default function PaymentSuccessPage() {
  return (
    <FlowProvider flow={PaymentSuccessFlow}>
      <PaymentSuccessScreen />
    </FlowProvider>
  );
}
