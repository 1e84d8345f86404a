import { boostMachine } from '@injury-assist/flows/billing';
import { fromPromise } from 'xstate';
import { createFlow } from '../../lib/flows/create-flow';
import { startBoost } from './boost-api';

/** Boost Feature: the ZIP code, type and length, and Start Boost. */
export const BoostFlow = createFlow(
  boostMachine.provide({ actors: { startBoost: fromPromise(({ input }) => startBoost(input)) } }),
);
