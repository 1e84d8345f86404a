import { searchFiltersMachine } from '@injury-assist/flows/search';
import { fromPromise } from 'xstate';
import { createFlow } from '../../../lib/flows/create-flow';
import { findProviders } from '../booking/bookings-api';
import { loadLookup } from './load-lookup';

/**
 * The search dropdowns and the provider search, talking to API v1. Apart from the booking flows, so
 * that the search page does not load the slot picker's machine and calendar until a booking opens.
 */
export const providerSearch = searchFiltersMachine.provide({
  actors: {
    loadLookup: fromPromise(({ input }) => loadLookup(input)),
    findProviders: fromPromise(({ input }) => findProviders(input)),
  },
});

/** 'Find a service'. */
export const SearchFlow = createFlow(providerSearch);
