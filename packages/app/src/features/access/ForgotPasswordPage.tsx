import { forgotPasswordMachine, validateResetEmail } from '@injury-assist/flows';
import { ForgotPassword } from '@injury-assist/ui';
import { useActor } from '@xstate/react';
import { fromPromise } from 'xstate';
import { renderRouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { supabase } from '../../lib/supabase';

const machine = forgotPasswordMachine.provide({
  actors: {
    requestReset: fromPromise(async ({ input }) => {
      // spec §2: the link leads back to /reset-password on the product's own origin.
      const redirectTo = `${window.location.origin}${paths.resetPassword}`;
      const { error } = await supabase.auth.resetPasswordForEmail(input.email, { redirectTo });
      if (error) throw error;
    }),
  },
});

/** `logic` lets flow stories drive the real machine with fake actors. */
export default function ForgotPasswordPage({ logic = machine }: { logic?: typeof forgotPasswordMachine }) {
  const [snapshot, send] = useActor(logic);
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
      onEmailChange={(value) => send({ type: 'field.change', field: 'email', value })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
