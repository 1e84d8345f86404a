import { forgotPasswordMachine } from '@injury-assist/flows/password';
import { fromPromise } from 'xstate';
import { paths } from '../../config/paths';
import { createFlow } from '../../lib/flows/create-flow';
import { loadSupabaseAuth } from '../../lib/supabase';

/** 'Send Temporary Password': the recovery e-mail through supabase-js. */
export const ForgotPasswordFlow = createFlow(
  forgotPasswordMachine.provide({
    actors: {
      requestReset: fromPromise(async ({ input }) => {
        // spec §2: the link leads back to /reset-password on the product's own origin.
        const redirectTo = `${window.location.origin}${paths.resetPassword}`;
        const auth = await loadSupabaseAuth();
        const { error } = await auth.resetPasswordForEmail(input.email, { redirectTo });
        if (error) throw error;
      }),
    },
  }),
);
