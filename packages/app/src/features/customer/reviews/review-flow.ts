import { reviewAppointmentMachine } from '@injury-assist/flows/reviews';
import { fromPromise } from 'xstate';
import { createFlow } from '../../../lib/flows/create-flow';
import { publishReview } from './reviews-api';

/** Reviewing a completed appointment from the Past tab. */
export const ReviewFlow = createFlow(
  reviewAppointmentMachine.provide({ actors: { publishReview: fromPromise(({ input }) => publishReview(input)) } }),
);
