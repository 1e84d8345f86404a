import { pictureUploadMachine } from '@injury-assist/flows/profile';
import { fromPromise } from 'xstate';
import { readPictureSize, uploadPicture } from './uploads';

/** A chosen picture's checks and upload against API v1: the customer's picture and the provider's logo. */
export const pictureUpload = pictureUploadMachine.provide({
  actors: {
    readPictureSize: fromPromise(({ input }) => readPictureSize(input.handle)),
    uploadPicture: fromPromise(({ input }) => uploadPicture(input.file)),
  },
});
