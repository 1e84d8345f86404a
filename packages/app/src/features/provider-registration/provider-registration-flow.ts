import { providerEmailCodeMachine, providerRegistrationMachine } from '@injury-assist/flows/providerRegistration';
import { fromPromise } from 'xstate';
import { createFlow } from '../../lib/flows/create-flow';
import { recallUnverifiedDraft } from '../../lib/registration/unverified-draft';
import * as calls from './registration-actors';

/**
 * The provider registration wizard against API v1, its draft opened by this browser's registration
 * token; before the address is verified, step 1 is this tab's (lib/registration/unverified-draft.ts).
 */
export const ProviderRegistrationFlow = createFlow(
  providerRegistrationMachine.provide({
    actors: {
      loadDraft: fromPromise(async () => (await calls.loadDraft()) ?? recallUnverifiedDraft()),
      loadSpecialty: fromPromise(({ input }) => calls.loadSpecialty(input)),
      sendCode: fromPromise(({ input }) => calls.sendCode(input)),
      emailCode: providerEmailCodeMachine.provide({
        actors: {
          resendCode: fromPromise(({ input }) => calls.resendCode(input)),
          verifyCode: fromPromise(({ input }) => calls.verifyCode(input)),
        },
      }),
      saveBasicInfo: fromPromise(({ input }) => calls.saveBasicInfo(input)),
      saveLocations: fromPromise(({ input }) => calls.saveLocations(input)),
      loadPlans: fromPromise(() => calls.loadPlans()),
      startCheckout: fromPromise(({ input }) => calls.startCheckout(input)),
    },
  }),
);
