import { profileMachine } from '@injury-assist/flows';
import { fromPromise } from 'xstate';
import { readPictureSize, uploadPicture } from '../../../lib/api/uploads';
import { createFlow } from '../../../lib/flows/create-flow';
import { saveProfile } from './profile-api';

/** Editing Personal Information: the picture checks, the upload and the save, against API v1. */
export const ProfileFlow = createFlow(
  profileMachine.provide({
    actors: {
      saveProfile: fromPromise(({ input }) => saveProfile(input.draft)),
      uploadPicture: fromPromise(({ input }) => uploadPicture(input.file)),
      readPictureSize: fromPromise(({ input }) => readPictureSize(input.handle)),
    },
  }),
);
