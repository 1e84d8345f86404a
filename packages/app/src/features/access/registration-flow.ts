import { customerEmailCodeMachine, registrationMachine } from '@injury-assist/flows/registration';
import { fromPromise } from 'xstate';
import { createFlow } from '../../lib/flows/create-flow';
import { registerCustomer, resendOtp, verifyOtp } from './registration-actors';

/** Customer registration with the e-mailed code, against API v1. */
export const RegistrationFlow = createFlow(
  registrationMachine.provide({
    actors: {
      registerCustomer: fromPromise(({ input }) => registerCustomer(input)),
      emailCode: customerEmailCodeMachine.provide({
        actors: {
          verifyCode: fromPromise(({ input }) => verifyOtp(input)),
          resendCode: fromPromise(({ input }) => resendOtp(input)),
        },
      }),
    },
  }),
);
