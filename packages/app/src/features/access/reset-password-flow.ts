import { resetPasswordMachine } from '@injury-assist/flows/password';
import { fromPromise } from 'xstate';
import { createFlow } from '../../lib/flows/create-flow';
import { loadSupabaseAuth } from '../../lib/supabase';

/** Setting the new password on the recovery session, through supabase-js. */
export const ResetPasswordFlow = createFlow(
  resetPasswordMachine.provide({
    actors: {
      // supabase-js reads the recovery session from the link's fragment before answering.
      getSession: fromPromise(async () => {
        const { data } = await (await loadSupabaseAuth()).getSession();
        return data.session !== null;
      }),
      updatePassword: fromPromise(async ({ input }) => {
        const { error } = await (await loadSupabaseAuth()).updateUser({ password: input.password });
        if (error) throw error;
      }),
    },
  }),
);
