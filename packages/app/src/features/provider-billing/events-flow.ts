import { providerEventsMachine } from '@injury-assist/flows/billing';
import { fromPromise } from 'xstate';
import { createFlow } from '../../lib/flows/create-flow';
import { deleteEvent, saveEvent } from './events-api';

/** Events: the form, edits, deletions after a confirmation, and the attendees dialog. */
export const ProviderEventsFlow = createFlow(
  providerEventsMachine.provide({
    actors: {
      saveEvent: fromPromise(({ input }) => saveEvent(input)),
      deleteEvent: fromPromise(({ input }) => deleteEvent(input)),
    },
  }),
);
