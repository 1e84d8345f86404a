import type { LoginVariant } from '@injury-assist/domain';
import { LoginForm } from '@injury-assist/ui';
import { useEffect } from 'react';
import { SUPPORT_EMAIL } from '../../config/support';
import { FlowProvider } from '../../lib/flows/create-flow';
import { useAppNavigation } from '../../lib/navigation/app-navigation';
import { homeOf, useSession } from '../../lib/session/session-context';
import { LoginFlow } from './login-flow';

const demoCredentials = {
  customer: { email: 'customer@demo.test', password: 'Demo1234!' },
  provider: { email: 'provider@demo.test', password: 'Demo1234!' },
};

function LoginScreen({ variant }: { variant: LoginVariant }) {
  const snapshot = LoginFlow.useSelector((state) => state);
  const actor = LoginFlow.useActorRef();
  const { signIn } = useSession();
  const { navigate, renderLink } = useAppNavigation();
  const { context } = snapshot;

  useEffect(() => {
    if (snapshot.status !== 'done') return;
    const { token, user } = snapshot.output;
    // The server's user type decides the home: a toggle set to Customer cannot open the provider area.
    signIn({ token, userType: user.user_type, user });
    navigate(homeOf(user.user_type), { replace: true });
  }, [snapshot, signIn, navigate]);

  return (
    <LoginForm
      variant={variant}
      email={context.email}
      password={context.password}
      showPassword={context.showPassword}
      rememberMe={context.rememberMe}
      role={context.role === 'admin' ? undefined : context.role}
      fieldErrors={context.fieldErrors}
      error={context.error}
      isSubmitting={!snapshot.can({ type: 'form.submit' })}
      step={snapshot.matches('code') ? 'code' : 'password'}
      codeNotice={context.codeNotice}
      code={context.code}
      codeError={context.codeError}
      secondsUntilResend={context.secondsUntilResend}
      isResendingCode={snapshot.matches({ code: { resend: 'sending' } })}
      onCodeChange={(value) => actor.send({ type: 'code.change', value })}
      onResendCode={() => actor.send({ type: 'code.resend' })}
      onCancelCode={() => actor.send({ type: 'code.cancel' })}
      demoCredentials={demoCredentials}
      supportEmail={SUPPORT_EMAIL}
      renderLink={renderLink}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onTogglePassword={() => actor.send({ type: 'password.toggleVisibility' })}
      onToggleRememberMe={() => actor.send({ type: 'rememberMe.toggle' })}
      onRoleChange={(role) => actor.send({ type: 'role.select', role })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    />
  );
}

/** The sign-in forms; each variant is its own actor, so moving between login pages starts afresh. */
export default function LoginPage({ variant }: { variant: LoginVariant }) {
  return (
    <FlowProvider key={variant} flow={LoginFlow} options={{ input: { variant } }}>
      <LoginScreen variant={variant} />
    </FlowProvider>
  );
}
