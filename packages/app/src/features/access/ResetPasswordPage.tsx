import { type NewPasswordField, resetPasswordMachine } from '@injury-assist/flows';
import { ResetPassword, type ResetPasswordField, type ResetPasswordStatus } from '@injury-assist/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { renderRouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { supabase } from '../../lib/supabase';

const machine = resetPasswordMachine.provide({
  actors: {
    // supabase-js reads the recovery session from the link's fragment before answering.
    getSession: fromPromise(async () => {
      const { data } = await supabase.auth.getSession();
      return data.session !== null;
    }),
    updatePassword: fromPromise(async ({ input }) => {
      const { error } = await supabase.auth.updateUser({ password: input.password });
      if (error) throw error;
    }),
  },
});

const toFlowField = (field: ResetPasswordField): NewPasswordField => (field === 'newPassword' ? 'password' : field);

/** `logic` lets flow stories drive the real machine with fake actors. */
export default function ResetPasswordPage({ logic = machine }: { logic?: typeof resetPasswordMachine }) {
  const actor = useActorRef(logic);
  const snapshot = useSelector(actor, (state) => state);
  const navigate = useNavigate();

  useEffect(() => {
    const subscription = actor.on('redirect.login', async () => {
      // The recovery session only served to set the password; signing in is a separate step.
      await supabase.auth.signOut({ scope: 'local' });
      navigate(paths.adminLogin, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  const { context } = snapshot;
  let status: ResetPasswordStatus = 'form';
  if (snapshot.matches('checkingSession') || snapshot.matches('noSession')) status = 'checkingSession';
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
