import { validateResetEmail } from '@injury-assist/flows/password';
import { ForgotPassword } from '@injury-assist/ui';
import { renderRouterLink } from '../../components/router-link';
import { FlowProvider } from '../../lib/flows/create-flow';
import { ForgotPasswordFlow } from './forgot-password-flow';

function ForgotPasswordScreen() {
  const snapshot = ForgotPasswordFlow.useSelector((state) => state);
  const actor = ForgotPasswordFlow.useActorRef();
  const { email, error } = snapshot.context;
  // The flow keeps one message; a validation message belongs under the field, a server one above the button.
  const isFieldError = error !== null && error === validateResetEmail(email);
  return (
    <ForgotPassword
      email={email}
      fieldError={isFieldError ? error : null}
      error={isFieldError ? null : error}
      isSubmitting={snapshot.matches('submitting')}
      isSent={snapshot.status === 'done'}
      renderLink={renderRouterLink}
      onEmailChange={(value) => actor.send({ type: 'field.change', field: 'email', value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    />
  );
}

export default function ForgotPasswordPage() {
  return (
    <FlowProvider flow={ForgotPasswordFlow}>
      <ForgotPasswordScreen />
    </FlowProvider>
  );
}
