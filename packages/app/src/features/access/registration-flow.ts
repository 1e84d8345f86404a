import { registrationMachine } from '@injury-assist/flows';
import { fromPromise } from 'xstate';
import { createFlow } from '../../lib/flows/create-flow';
import { registerCustomer, resendOtp, verifyOtp } from './registration-actors';

/** Customer registration with the e-mailed code, against API v1. */
export const RegistrationFlow = createFlow(
  registrationMachine.provide({
    actors: {
      registerCustomer: fromPromise(({ input }) => registerCustomer(input)),
      verifyOtp: fromPromise(({ input }) => verifyOtp(input)),
      resendOtp: fromPromise(({ input }) => resendOtp(input)),
    },
  }),
);
