import { forgotPasswordMachine } from '@injury-assist/flows';
import { fromPromise } from 'xstate';
import { paths } from '../../config/paths';
import { createFlow } from '../../lib/flows/create-flow';
import { loadSupabase } from '../../lib/supabase';

/** 'Send Temporary Password': the recovery e-mail through supabase-js. */
export const ForgotPasswordFlow = createFlow(
  forgotPasswordMachine.provide({
    actors: {
      requestReset: fromPromise(async ({ input }) => {
        // spec §2: the link leads back to /reset-password on the product's own origin.
        const redirectTo = `${window.location.origin}${paths.resetPassword}`;
        const supabase = await loadSupabase();
        const { error } = await supabase.auth.resetPasswordForEmail(input.email, { redirectTo });
        if (error) throw error;
      }),
    },
  }),
);
