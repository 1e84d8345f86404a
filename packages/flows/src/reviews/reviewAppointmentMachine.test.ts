import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { manualActor } from '../testing/manualActor';
import {
  type PublishReviewInput,
  type PublishReviewOutput,
  type ReviewAppointmentEmitted,
  reviewAppointmentMachine,
} from './reviewAppointmentMachine';

describe('reviewing a completed appointment', () => {
  it('wants a rating, publishes once, and keeps the dialog with the server’s sentence when refused', async () => {
    const publish = manualActor<PublishReviewInput>();
    const actor = createActor(
      reviewAppointmentMachine.provide({
        actors: {
          publishReview: fromPromise<PublishReviewOutput, PublishReviewInput>(
            ({ input }) => publish.track(input) as Promise<PublishReviewOutput>,
          ),
        },
      }),
    );
    const emitted: ReviewAppointmentEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'review.open', bookingId: 'BK-1' });
    actor.send({ type: 'text.change', value: '  Kind and on time. ' });
    actor.send({ type: 'review.submit' });
    expect(actor.getSnapshot().context.error).toBe('Choose a rating from 1 to 5 stars.');
    actor.send({ type: 'rating.change', rating: 4 });
    actor.send({ type: 'review.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'publishing' }));
    expect(publish.calls[0]).toEqual({ bookingId: 'BK-1', rating: 4, text: 'Kind and on time.' });
    publish.reject({ status: 409, message: 'You have already reviewed this appointment.' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'writing' }));
    expect(actor.getSnapshot().context.error).toBe('You have already reviewed this appointment.');
    actor.send({ type: 'review.submit' });
    publish.resolve({ message: 'Thank you! Your review is published.' });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(emitted).toEqual([
      { type: 'toast', tone: 'success', message: 'Thank you! Your review is published.', timeout: 2000 },
      { type: 'review.published', bookingId: 'BK-1' },
    ]);
  });
});
