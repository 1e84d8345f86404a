import { businessProfileMachine } from '@injury-assist/flows/provider';
import { reviewReplyMachine } from '@injury-assist/flows/reviews';
import { createActor, fromPromise, type InputFrom } from 'xstate';
import { pictureUpload } from '../../lib/api/picture-upload';
import { saveBusinessProfile, saveReviewReply } from './provider-api';

// The Business Profile's two machines, in a chunk of their own: the page loads it (and XState) on
// the first event either is sent (lib/flows/on-demand-flow.ts).

/** Business Profile: view ⇄ edit, the logo's checks and upload, the save. */
export const makeBusinessProfile = (input: InputFrom<typeof businessProfileMachine>) =>
  createActor(
    businessProfileMachine.provide({
      actors: {
        saveProfile: fromPromise(({ input }) => saveBusinessProfile(input.draft)),
        pictureUpload,
      },
    }),
    { input },
  );

/** Customer Reviews: the reply to one review at a time, published or edited. */
export const makeReviewReply = () =>
  createActor(
    reviewReplyMachine.provide({ actors: { saveReply: fromPromise(({ input }) => saveReviewReply(input)) } }),
  );
