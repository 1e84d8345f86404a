import { assign, fromPromise, setup } from 'xstate';
import { serverMessage } from '../login/serverMessage';
import {
  checkPictureFile,
  checkPictureSize,
  type PictureFile,
  type PictureMessage,
  type PictureSize,
  pictureMessages,
} from './pictureChecks';

/** The app reads the dimensions from the handle (the File), throwing when it does not decode. */
export type ReadPictureSizeInput = { handle: unknown };
export type UploadPictureInput = { file: PictureFile };
/** The stored path under uploads that file_upload answers with. */
export type UploadPictureOutput = string;

export type PictureUploadInput = { file: PictureFile };

/**
 * How one picture ended: uploaded (its path), refused by the checks (the spec's sentence), or
 * failed on the way to the server (the server's sentence, or null for the parent's own).
 */
export type PictureUploadOutput =
  | { outcome: 'uploaded'; path: UploadPictureOutput }
  | { outcome: 'refused'; message: PictureMessage }
  | { outcome: 'failed'; message: string | null };

type PictureUploadContext = { file: PictureFile; output: PictureUploadOutput | null };

function refused(message: PictureMessage): PictureUploadOutput {
  return { outcome: 'refused', message };
}

/**
 * One chosen picture, from the checks to its stored path (spec customer-and-access §5, §9): the
 * customer's profile picture and the provider's logo both invoke it. The checks run in the spec's
 * order: type, size, then the decoded resolution or 'Invalid image file.'. It says nothing itself:
 * the parent toasts what its output reports and puts the path in its draft.
 */
export const pictureUploadMachine = setup({
  types: {
    input: {} as PictureUploadInput,
    context: {} as PictureUploadContext,
    output: {} as PictureUploadOutput,
  },
  actors: {
    readPictureSize: fromPromise<PictureSize, ReadPictureSizeInput>(async () => {
      throw new Error('readPictureSize is provided by the app');
    }),
    uploadPicture: fromPromise<UploadPictureOutput, UploadPictureInput>(async () => {
      throw new Error('uploadPicture is provided by the app');
    }),
  },
  guards: {
    isFileRefused: ({ context }) => checkPictureFile(context.file) !== null,
    isSizeRefused: (_, params: { size: PictureSize }) => checkPictureSize(params.size) !== null,
  },
}).createMachine({
  id: 'pictureUpload',
  context: ({ input }) => ({ file: input.file, output: null }),
  initial: 'checkingFile',
  states: {
    // Type and size need no decoding, so a refused file never reaches the app's actors.
    checkingFile: {
      always: [
        {
          guard: 'isFileRefused',
          target: 'done',
          actions: assign({
            output: ({ context }) => refused(checkPictureFile(context.file) ?? pictureMessages.invalidType),
          }),
        },
        { target: 'decoding' },
      ],
    },
    decoding: {
      invoke: {
        src: 'readPictureSize',
        input: ({ context }) => ({ handle: context.file.handle }),
        onDone: [
          {
            guard: { type: 'isSizeRefused', params: ({ event }) => ({ size: event.output }) },
            target: 'done',
            actions: assign({
              output: ({ event }) => refused(checkPictureSize(event.output) ?? pictureMessages.invalidImage),
            }),
          },
          { target: 'uploading' },
        ],
        onError: { target: 'done', actions: assign({ output: refused(pictureMessages.invalidImage) }) },
      },
    },
    uploading: {
      invoke: {
        src: 'uploadPicture',
        input: ({ context }) => ({ file: context.file }),
        onDone: {
          target: 'done',
          actions: assign({ output: ({ event }) => ({ outcome: 'uploaded' as const, path: event.output }) }),
        },
        onError: {
          target: 'done',
          actions: assign({
            output: ({ event }) => ({ outcome: 'failed' as const, message: serverMessage(event.error) ?? null }),
          }),
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => {
    // Every way into `done` sets the output first.
    if (!context.output) throw new Error('The picture ended without an outcome.');
    return context.output;
  },
});

/** What a parent toasts for a picture that did not make it: the refusal, the server's sentence, or its own. */
export function pictureRefusal(output: PictureUploadOutput, uploadFailed: string): string {
  if (output.outcome === 'refused') return output.message;
  return (output.outcome === 'failed' ? output.message : null) ?? uploadFailed;
}
