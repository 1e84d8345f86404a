import { loginMachine } from '@injury-assist/flows/login';
import { fromPromise } from 'xstate';
import { createFlow } from '../../lib/flows/create-flow';
import { signInAdmin, signInWithApi } from './sign-in';

/** Every sign-in form: the admin form (role 'admin') signs in through supabase-js, the others through API v1. */
export const LoginFlow = createFlow(
  loginMachine.provide({
    actors: {
      signIn: fromPromise(({ input }) => (input.role === 'admin' ? signInAdmin(input) : signInWithApi(input))),
    },
  }),
);
