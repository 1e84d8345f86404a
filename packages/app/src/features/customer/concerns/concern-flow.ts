import { raiseConcernMachine } from '@injury-assist/flows/concerns';
import { fromPromise } from 'xstate';
import { createFlow } from '../../../lib/flows/create-flow';
import { raiseConcern } from './concerns-api';

/** 'Raise New Concern', against API v1. */
export const RaiseConcernFlow = createFlow(
  raiseConcernMachine.provide({ actors: { raiseConcern: fromPromise(({ input }) => raiseConcern(input)) } }),
);
