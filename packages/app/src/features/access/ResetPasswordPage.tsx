import { isUserType } from '@injury-assist/domain';
import type { NewPasswordField } from '@injury-assist/flows/password';
import { ResetPassword, type ResetPasswordField, type ResetPasswordStatus } from '@injury-assist/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { renderRouterLink } from '../../components/router-link';
import { paths, signInPathOf } from '../../config/paths';
import { FlowProvider } from '../../lib/flows/create-flow';
import { loadSupabaseAuth } from '../../lib/supabase';
import { ResetPasswordFlow } from './reset-password-flow';

const toFlowField = (field: ResetPasswordField): NewPasswordField => (field === 'newPassword' ? 'password' : field);

function ResetPasswordScreen() {
  const actor = ResetPasswordFlow.useActorRef();
  const snapshot = ResetPasswordFlow.useSelector((state) => state);
  const navigate = useNavigate();

  useEffect(() => {
    const subscription = actor.on('redirect.login', async () => {
      const auth = await loadSupabaseAuth();
      const { data } = await auth.getSession();
      const userType: unknown = data.session?.user.app_metadata.user_type;
      // The recovery session only served to set the password; signing in is a separate step, on
      // the account's own sign-in page.
      await auth.signOut({ scope: 'local' });
      navigate(isUserType(userType) ? signInPathOf[userType] : paths.adminLogin, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  const { context } = snapshot;
  let status: ResetPasswordStatus = 'form';
  if (snapshot.matches('checkingSession')) status = 'checkingSession';
  else if (snapshot.matches('linkExpired')) status = 'linkExpired';
  else if (snapshot.matches('success') || snapshot.matches('redirecting')) status = 'success';
  return (
    <ResetPassword
      status={status}
      newPassword={context.password}
      confirmPassword={context.confirmPassword}
      showNewPassword={context.showPassword}
      showConfirmPassword={context.showConfirmPassword}
      error={context.error}
      isSubmitting={snapshot.matches('submitting')}
      renderLink={renderRouterLink}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field: toFlowField(field), value })}
      onToggleVisibility={(field) => actor.send({ type: 'password.toggleVisibility', field: toFlowField(field) })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    />
  );
}

export default function ResetPasswordPage() {
  return (
    <FlowProvider flow={ResetPasswordFlow}>
      <ResetPasswordScreen />
    </FlowProvider>
  );
}
