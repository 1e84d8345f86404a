import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { manualActor } from '../testing/manualActor';
import {
  type ReviewReplyEmitted,
  reviewReplyMachine,
  type SaveReplyInput,
  type SaveReplyOutput,
} from './reviewReplyMachine';

function started() {
  const save = manualActor<SaveReplyInput>();
  const actor = createActor(
    reviewReplyMachine.provide({
      actors: {
        saveReply: fromPromise<SaveReplyOutput, SaveReplyInput>(
          ({ input }) => save.track(input) as Promise<SaveReplyOutput>,
        ),
      },
    }),
  );
  const emitted: ReviewReplyEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, save, emitted };
}

describe("replying to a review of the provider's business", () => {
  it('wants words, saves the trimmed reply once, and tells the page which review changed', async () => {
    const { actor, save, emitted } = started();
    actor.send({ type: 'reply.edit', reviewId: 7, current: '' });
    actor.send({ type: 'reply.save' });
    expect(actor.getSnapshot().context.error).toBe('Write a reply before saving it.');
    actor.send({ type: 'reply.change', value: '  Thank you, Dana!  ' });
    actor.send({ type: 'reply.save' });
    actor.send({ type: 'reply.save' });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'saving' }));
    expect(save.calls).toEqual([{ reviewId: 7, text: 'Thank you, Dana!' }]);
    save.resolve({ message: 'Your reply is published.' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(emitted).toEqual([
      { type: 'toast', tone: 'success', message: 'Your reply is published.', timeout: 2000 },
      { type: 'reply.saved', reviewId: 7 },
    ]);
    expect(actor.getSnapshot().context).toEqual({ reviewId: null, draft: '', error: null });
  });

  it("starts an edit from the current reply and keeps the form with the server's refusal", async () => {
    const { actor, save } = started();
    actor.send({ type: 'reply.edit', reviewId: 3, current: 'Thanks.' });
    expect(actor.getSnapshot().context.draft).toBe('Thanks.');
    actor.send({ type: 'reply.change', value: 'Thanks, see you soon.' });
    actor.send({ type: 'reply.save' });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'saving' }));
    save.reject({ status: 409, message: 'An administrator hid this reply, so it cannot be edited: Spam.' });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'writing' }));
    expect(actor.getSnapshot().context).toMatchObject({
      reviewId: 3,
      draft: 'Thanks, see you soon.',
      error: 'An administrator hid this reply, so it cannot be edited: Spam.',
    });
    actor.send({ type: 'reply.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.draft).toBe('');
  });
});
