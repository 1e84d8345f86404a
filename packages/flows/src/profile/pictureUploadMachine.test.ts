import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { manualActor } from '../testing/manualActor';
import type { PictureFile, PictureSize } from './pictureChecks';
import {
  type PictureUploadOutput,
  pictureRefusal,
  pictureUploadMachine,
  type ReadPictureSizeInput,
  type UploadPictureInput,
  type UploadPictureOutput,
} from './pictureUploadMachine';

const picture = (change: Partial<PictureFile> = {}): PictureFile => ({
  name: 'me.png',
  type: 'image/png',
  size: 300_000,
  handle: { opaque: true },
  ...change,
});

function start(file: PictureFile) {
  const read = manualActor<ReadPictureSizeInput>();
  const upload = manualActor<UploadPictureInput>();
  const machine = pictureUploadMachine.provide({
    actors: {
      readPictureSize: fromPromise<PictureSize, ReadPictureSizeInput>(
        ({ input }) => read.track(input) as Promise<PictureSize>,
      ),
      uploadPicture: fromPromise<UploadPictureOutput, UploadPictureInput>(
        ({ input }) => upload.track(input) as Promise<UploadPictureOutput>,
      ),
    },
  });
  const actor = createActor(machine, { input: { file } });
  actor.start();
  const ended = async () => (await waitFor(actor, (state) => state.status === 'done')).output;
  return { actor, read, upload, ended };
}

describe('pictureUploadMachine', () => {
  it.each<[string, PictureFile, string]>([
    ['a GIF', picture({ type: 'image/gif' }), 'Invalid file type. Only PNG, JPG, or JPEG allowed.'],
    ['a 6MB PNG', picture({ size: 6 * 1024 * 1024 }), 'File size must be 5MB or less.'],
    [
      'a 6MB GIF (type first)',
      picture({ type: 'image/gif', size: 6 * 1024 * 1024 }),
      'Invalid file type. Only PNG, JPG, or JPEG allowed.',
    ],
  ])('refuses %s before the app decodes it', async (_name, file, message) => {
    const { read, upload, ended } = start(file);
    expect(await ended()).toEqual({ outcome: 'refused', message });
    expect(read.calls).toEqual([]);
    expect(upload.calls).toEqual([]);
  });

  it.each<[string, PictureSize, string]>([
    ['1537x768', { width: 1537, height: 768 }, 'Image resolution must be max 1536x768 pixels.'],
    ['1536x769', { width: 1536, height: 769 }, 'Image resolution must be max 1536x768 pixels.'],
    ['0x0', { width: 0, height: 0 }, 'Invalid image file.'],
  ])('refuses a %s picture once decoded, without uploading it', async (_name, size, message) => {
    const file = picture();
    const { actor, read, upload, ended } = start(file);
    expect(actor.getSnapshot().value).toBe('decoding');
    expect(read.calls).toEqual([{ handle: file.handle }]);
    read.resolve(size);
    expect(await ended()).toEqual({ outcome: 'refused', message });
    expect(upload.calls).toEqual([]);
  });

  it("answers 'Invalid image file.' for a picture that does not decode", async () => {
    const { read, ended } = start(picture());
    read.reject(new Error('decode failed'));
    expect(await ended()).toEqual({ outcome: 'refused', message: 'Invalid image file.' });
  });

  it('uploads a 1536x768 JPEG and ends with its stored path', async () => {
    const file = picture({ type: 'image/jpeg', name: 'me.jpg' });
    const { actor, read, upload, ended } = start(file);
    read.resolve({ width: 1536, height: 768 });
    await waitFor(actor, (state) => state.matches('uploading'));
    expect(upload.calls).toEqual([{ file }]);
    upload.resolve('/uploads/3f2a.jpg');
    expect(await ended()).toEqual({ outcome: 'uploaded', path: '/uploads/3f2a.jpg' });
  });

  it.each<[string, unknown, string | null]>([
    ['a server message', { status: 413, message: 'File size must be 5MB or less.' }, 'File size must be 5MB or less.'],
    ['no message', undefined, null],
  ])('reports a failed upload with %s', async (_name, error, message) => {
    const { actor, read, upload, ended } = start(picture());
    read.resolve({ width: 100, height: 100 });
    await waitFor(actor, (state) => state.matches('uploading'));
    upload.reject(error);
    expect(await ended()).toEqual({ outcome: 'failed', message });
  });
});

describe('pictureRefusal', () => {
  it.each<[PictureUploadOutput, string]>([
    [{ outcome: 'refused', message: 'Invalid image file.' }, 'Invalid image file.'],
    [{ outcome: 'failed', message: 'Uploads are paused.' }, 'Uploads are paused.'],
    [{ outcome: 'failed', message: null }, 'Could not upload the logo. Please try again.'],
  ])('toasts %j as %s', (output, toast) => {
    expect(pictureRefusal(output, 'Could not upload the logo. Please try again.')).toBe(toast);
  });
});
