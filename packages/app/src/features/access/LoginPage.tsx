import type { LoginVariant } from '@injury-assist/domain';
import { loginMachine } from '@injury-assist/flows';
import { LoginForm } from '@injury-assist/ui';
import { useActor } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { renderRouterLink } from '../../components/router-link';
import { SUPPORT_EMAIL } from '../../config/support';
import { homeOf, useSession } from '../../lib/session/session-context';
import { signInAdmin, signInWithApi } from './sign-in';

const apiLogin = loginMachine.provide({ actors: { signIn: fromPromise(({ input }) => signInWithApi(input)) } });
const adminLogin = loginMachine.provide({ actors: { signIn: fromPromise(({ input }) => signInAdmin(input)) } });

const demoCredentials = {
  customer: { email: 'customer@demo.test', password: 'Demo1234!' },
  provider: { email: 'provider@demo.test', password: 'Demo1234!' },
};

/** `logic` lets flow stories drive the real machine with fake actors. */
export default function LoginPage({ variant, logic }: { variant: LoginVariant; logic?: typeof loginMachine }) {
  const [snapshot, send] = useActor(logic ?? (variant === 'admin' ? adminLogin : apiLogin), { input: { variant } });
  const { signIn } = useSession();
  const navigate = useNavigate();
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
      isSubmitting={snapshot.matches('submitting') || snapshot.status === 'done'}
      demoCredentials={demoCredentials}
      supportEmail={SUPPORT_EMAIL}
      renderLink={renderRouterLink}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onTogglePassword={() => send({ type: 'password.toggleVisibility' })}
      onToggleRememberMe={() => send({ type: 'rememberMe.toggle' })}
      onRoleChange={(role) => send({ type: 'role.select', role })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
