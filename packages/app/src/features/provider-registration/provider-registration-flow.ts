import { providerRegistrationMachine } from '@injury-assist/flows';
import { fromPromise } from 'xstate';
import { createFlow } from '../../lib/flows/create-flow';
import * as calls from './registration-actors';

/** The provider registration wizard against API v1, its draft opened by this browser's registration token. */
export const ProviderRegistrationFlow = createFlow(
  providerRegistrationMachine.provide({
    actors: {
      loadDraft: fromPromise(() => calls.loadDraft()),
      loadSpecialty: fromPromise(({ input }) => calls.loadSpecialty(input)),
      sendCode: fromPromise(({ input }) => calls.sendCode(input)),
      resendCode: fromPromise(({ input }) => calls.resendCode(input)),
      verifyCode: fromPromise(({ input }) => calls.verifyCode(input)),
      saveBasicInfo: fromPromise(({ input }) => calls.saveBasicInfo(input)),
      saveLocations: fromPromise(({ input }) => calls.saveLocations(input)),
      loadPlans: fromPromise(() => calls.loadPlans()),
      startCheckout: fromPromise(({ input }) => calls.startCheckout(input)),
    },
  }),
);
