import { paymentSuccessMachine } from '@injury-assist/flows';
import { PaymentSuccess } from '@injury-assist/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { renderRouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL } from '../../config/support';

/** `logic` lets flow stories shorten the countdown. */
export default function PaymentSuccessPage({
  logic = paymentSuccessMachine,
}: {
  logic?: typeof paymentSuccessMachine;
}) {
  const actor = useActorRef(logic);
  const secondsLeft = useSelector(actor, (snapshot) => snapshot.context.secondsLeft);
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
