import { profileMachine } from '@injury-assist/flows/profile';
import { fromPromise } from 'xstate';
import { pictureUpload } from '../../../lib/api/picture-upload';
import { createFlow } from '../../../lib/flows/create-flow';
import { saveProfile } from './profile-api';

/** Editing Personal Information: the picture checks, the upload and the save, against API v1. */
export const ProfileFlow = createFlow(
  profileMachine.provide({
    actors: {
      saveProfile: fromPromise(({ input }) => saveProfile(input.draft)),
      pictureUpload,
    },
  }),
);
