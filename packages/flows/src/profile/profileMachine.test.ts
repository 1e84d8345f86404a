import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { manualActor } from '../testing/manualActor';
import type { PictureFile, PictureSize } from './pictureChecks';
import {
  pictureUploadMachine,
  type ReadPictureSizeInput,
  type UploadPictureInput,
  type UploadPictureOutput,
} from './pictureUploadMachine';
import { type ProfileEmitted, profileMachine, type SaveProfileInput } from './profileMachine';
import type { CustomerProfile } from './validateProfile';

const today = '2026-11-21';
const stored: CustomerProfile = {
  id: 'u-1',
  name: 'Casey Jones',
  email: 'casey@example.com',
  phone: '+1 305 555 0100',
  dob: '1990-04-02',
  // Registration stores the lower-case spelling.
  gender: 'female',
  profile_picture: '/uploads/old.png',
};

function start() {
  const read = manualActor<ReadPictureSizeInput>();
  const upload = manualActor<UploadPictureInput>();
  const save = manualActor<SaveProfileInput>();
  const clock = new SimulatedClock();
  const machine = profileMachine.provide({
    actors: {
      pictureUpload: pictureUploadMachine.provide({
        actors: {
          readPictureSize: fromPromise<PictureSize, ReadPictureSizeInput>(
            ({ input }) => read.track(input) as Promise<PictureSize>,
          ),
          uploadPicture: fromPromise<UploadPictureOutput, UploadPictureInput>(
            ({ input }) => upload.track(input) as Promise<UploadPictureOutput>,
          ),
        },
      }),
      saveProfile: fromPromise<CustomerProfile, SaveProfileInput>(
        ({ input }) => save.track(input) as Promise<CustomerProfile>,
      ),
    },
  });
  const actor = createActor(machine, { input: { profile: stored, today }, clock });
  const emitted: ProfileEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const value = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  /** The picture child's file, while there is one. */
  const picture = () => actor.getSnapshot().children.picture?.getSnapshot().context.file ?? null;
  return { actor, clock, emitted, read, upload, save, value, context, picture };
}

type Started = ReturnType<typeof start>;

/** Enters edit mode. */
function toEditing(started: Started) {
  started.actor.send({ type: 'profile.edit' });
}

const picture = (change: Partial<PictureFile> = {}): PictureFile => ({
  name: 'me.png',
  type: 'image/png',
  size: 300_000,
  handle: { opaque: true },
  ...change,
});

const critical = (message: string) => ({ type: 'toast', tone: 'critical', message });

describe('profileMachine', () => {
  it('starts in view mode with the loaded profile', () => {
    const { value, context } = start();
    expect(value()).toBe('viewing');
    expect(context().profile).toEqual(stored);
  });

  describe('edit mode', () => {
    it("'profile.edit' copies the profile into the draft, gender spelt as the select offers it", async () => {
      const started = start();
      toEditing(started);
      expect(started.value()).toEqual({ editing: 'ready' });
      expect(started.context().draft).toEqual({ ...stored, gender: 'Female' });
      expect(started.context().profile).toEqual(stored);
    });

    it('fields change only the draft', async () => {
      const started = start();
      toEditing(started);
      started.actor.send({ type: 'field.change', field: 'name', value: 'Casey Smith' });
      expect(started.context().draft.name).toBe('Casey Smith');
      expect(started.context().profile.name).toBe('Casey Jones');
    });

    it("'profile.cancel' returns to view mode and discards the draft", async () => {
      const started = start();
      toEditing(started);
      started.actor.send({ type: 'field.change', field: 'name', value: 'Casey Smith' });
      started.actor.send({ type: 'field.change', field: 'dob', value: '2030-01-01' });
      started.actor.send({ type: 'form.submit' });
      expect(started.context().errors).toEqual({ dob: 'Date of birth cannot be in the future' });
      started.actor.send({ type: 'profile.cancel' });
      expect(started.value()).toBe('viewing');
      expect(started.context().draft).toEqual(stored);
      expect(started.context().errors).toEqual({});
      started.actor.send({ type: 'profile.edit' });
      expect(started.context().draft.name).toBe('Casey Jones');
      expect(started.save.calls).toEqual([]);
    });

    it('an invalid draft shows its errors inline and is not saved; editing a field clears its error', async () => {
      const started = start();
      toEditing(started);
      started.actor.send({ type: 'field.change', field: 'name', value: ' ' });
      started.actor.send({ type: 'field.change', field: 'phone', value: '123' });
      started.actor.send({ type: 'field.change', field: 'dob', value: '2026-11-22' });
      started.actor.send({ type: 'form.submit' });
      expect(started.value()).toEqual({ editing: 'ready' });
      expect(started.context().errors).toEqual({
        name: 'Name is required',
        phone: 'Please enter a valid phone number',
        dob: 'Date of birth cannot be in the future',
      });
      expect(started.save.calls).toEqual([]);
      expect(started.emitted).toEqual([]);
      started.actor.send({ type: 'field.change', field: 'dob', value: '1990-04-02' });
      expect(started.context().errors).toEqual({
        name: 'Name is required',
        phone: 'Please enter a valid phone number',
      });
    });
  });

  describe('the picture', () => {
    it.each<[string, PictureFile, string]>([
      ['a GIF', picture({ type: 'image/gif' }), 'Invalid file type. Only PNG, JPG, or JPEG allowed.'],
      ['a 6MB PNG', picture({ size: 6 * 1024 * 1024 }), 'File size must be 5MB or less.'],
      // Type before size.
      [
        'a 6MB GIF',
        picture({ type: 'image/gif', size: 6 * 1024 * 1024 }),
        'Invalid file type. Only PNG, JPG, or JPEG allowed.',
      ],
    ])('%s is refused before decoding, with a toast', async (_name, file, message) => {
      const started = start();
      toEditing(started);
      started.actor.send({ type: 'picture.choose', file });
      expect(started.value()).toEqual({ editing: 'ready' });
      expect(started.emitted).toEqual([critical(message)]);
      expect(started.read.calls).toEqual([]);
      expect(started.upload.calls).toEqual([]);
    });

    it.each<[string, PictureSize, string]>([
      ['too wide', { width: 1537, height: 768 }, 'Image resolution must be max 1536x768 pixels.'],
      ['too tall', { width: 1536, height: 769 }, 'Image resolution must be max 1536x768 pixels.'],
      ['2000x1000', { width: 2000, height: 1000 }, 'Image resolution must be max 1536x768 pixels.'],
      ['without a size', { width: 0, height: 0 }, 'Invalid image file.'],
    ])('a picture %s is refused after decoding, with a toast', async (_name, size, message) => {
      const started = start();
      toEditing(started);
      const file = picture();
      started.actor.send({ type: 'picture.choose', file });
      expect(started.value()).toEqual({ editing: 'uploadingPicture' });
      expect(started.picture()).toBe(file);
      expect(started.read.calls).toEqual([{ handle: file.handle }]);
      started.read.resolve(size);
      await waitFor(started.actor, (state) => state.matches({ editing: 'ready' }));
      expect(started.emitted).toEqual([critical(message)]);
      expect(started.picture()).toBeNull();
      expect(started.upload.calls).toEqual([]);
    });

    it("a picture that does not decode gives 'Invalid image file.'", async () => {
      const started = start();
      toEditing(started);
      started.actor.send({ type: 'picture.choose', file: picture() });
      started.read.reject(new Error('decode failed'));
      await waitFor(started.actor, (state) => state.matches({ editing: 'ready' }));
      expect(started.emitted).toEqual([critical('Invalid image file.')]);
      expect(started.upload.calls).toEqual([]);
    });

    it('a good picture is uploaded and its path lands in the draft, not the profile', async () => {
      const started = start();
      toEditing(started);
      const file = picture({ type: 'image/jpeg', name: 'me.jpg' });
      started.actor.send({ type: 'picture.choose', file });
      started.read.resolve({ width: 1536, height: 768 });
      await waitFor(started.actor, (state) => state.matches({ editing: 'uploadingPicture' }));
      expect(started.upload.calls).toEqual([{ file }]);
      // Typing goes on while the picture uploads; choosing another picture waits.
      started.actor.send({ type: 'field.change', field: 'name', value: 'Casey Smith' });
      started.actor.send({ type: 'picture.choose', file: picture() });
      expect(started.read.calls).toHaveLength(1);
      started.upload.resolve('/uploads/3f2a.jpg');
      await waitFor(started.actor, (state) => state.matches({ editing: 'ready' }));
      expect(started.context().draft).toMatchObject({ name: 'Casey Smith', profile_picture: '/uploads/3f2a.jpg' });
      expect(started.context().profile.profile_picture).toBe('/uploads/old.png');
      expect(started.picture()).toBeNull();
      expect(started.emitted).toEqual([]);
    });

    it('Save pressed while the picture uploads saves once it is in the draft', async () => {
      const started = start();
      toEditing(started);
      started.actor.send({ type: 'picture.choose', file: picture() });
      started.read.resolve({ width: 100, height: 100 });
      await waitFor(started.actor, (state) => state.matches({ editing: 'uploadingPicture' }));
      started.actor.send({ type: 'field.change', field: 'name', value: 'Casey Smith' });
      started.actor.send({ type: 'form.submit' });
      expect(started.save.calls).toEqual([]);
      started.upload.resolve('/uploads/3f2a.png');
      await waitFor(started.actor, (state) => state.matches({ editing: 'saving' }));
      expect(started.save.calls).toEqual([
        { draft: { ...stored, name: 'Casey Smith', gender: 'Female', profile_picture: '/uploads/3f2a.png' } },
      ]);
    });

    it('a field made invalid after Save was pressed is shown, not saved, when the upload ends', async () => {
      const started = start();
      toEditing(started);
      started.actor.send({ type: 'picture.choose', file: picture() });
      started.actor.send({ type: 'form.submit' });
      started.actor.send({ type: 'field.change', field: 'name', value: ' ' });
      started.read.resolve({ width: 100, height: 100 });
      await waitFor(started.actor, (state) => state.matches({ editing: 'uploadingPicture' }));
      started.upload.resolve('/uploads/3f2a.png');
      await waitFor(started.actor, (state) => state.matches({ editing: 'ready' }));
      expect(started.save.calls).toEqual([]);
      expect(started.context().errors.name).toBeTruthy();
      expect(started.context().draft.profile_picture).toBe('/uploads/3f2a.png');
    });

    it.each<[string, unknown, string]>([
      [
        'a server message',
        { status: 413, message: 'File size must be 5MB or less.' },
        'File size must be 5MB or less.',
      ],
      ['no message', undefined, 'Could not upload the picture. Please try again.'],
    ])('an upload failure with %s keeps the old picture and toasts', async (_name, error, message) => {
      const started = start();
      toEditing(started);
      started.actor.send({ type: 'picture.choose', file: picture() });
      started.read.resolve({ width: 100, height: 100 });
      await waitFor(started.actor, (state) => state.matches({ editing: 'uploadingPicture' }));
      started.upload.reject(error);
      await waitFor(started.actor, (state) => state.matches({ editing: 'ready' }));
      expect(started.context().draft.profile_picture).toBe('/uploads/old.png');
      expect(started.emitted).toEqual([critical(message)]);
    });

    it.each(['decoding', 'uploading'])('cancelling while %s the picture discards the draft', async (phase) => {
      const started = start();
      toEditing(started);
      started.actor.send({ type: 'picture.choose', file: picture() });
      if (phase === 'uploading') started.read.resolve({ width: 100, height: 100 });
      const child = started.actor.getSnapshot().children.picture;
      if (!child) throw new Error('The picture child is not running.');
      // The parent's snapshot does not change when the child's does: wait on the child.
      await waitFor(child, (snapshot) => snapshot.value === phase);
      expect(started.value()).toEqual({ editing: 'uploadingPicture' });
      started.actor.send({ type: 'profile.cancel' });
      expect(started.value()).toBe('viewing');
      expect(started.picture()).toBeNull();
      expect(started.context().draft).toEqual(stored);
    });
  });

  describe('saving', () => {
    it('sends the trimmed draft with the stored e-mail; the form is locked meanwhile', async () => {
      const started = start();
      toEditing(started);
      started.actor.send({ type: 'field.change', field: 'name', value: ' Casey Smith ' });
      started.actor.send({ type: 'field.change', field: 'gender', value: 'Other' });
      started.actor.send({ type: 'form.submit' });
      expect(started.value()).toEqual({ editing: 'saving' });
      started.actor.send({ type: 'form.submit' });
      started.actor.send({ type: 'field.change', field: 'name', value: 'Other' });
      started.actor.send({ type: 'profile.cancel' });
      expect(started.value()).toEqual({ editing: 'saving' });
      expect(started.save.calls).toEqual([
        { draft: { ...stored, name: 'Casey Smith', gender: 'Other', email: 'casey@example.com' } },
      ]);
    });

    it('success toasts for 2 s, returns to view mode with the saved profile and emits profile.saved', async () => {
      const started = start();
      toEditing(started);
      started.actor.send({ type: 'field.change', field: 'name', value: 'Casey Smith' });
      started.actor.send({ type: 'form.submit' });
      const saved: CustomerProfile = { ...stored, name: 'Casey Smith', gender: 'Female' };
      started.save.resolve(saved);
      await waitFor(started.actor, (state) => state.matches('viewing'));
      expect(started.context().profile).toEqual(saved);
      expect(started.context().draft).toEqual(saved);
      expect(started.emitted).toEqual([
        { type: 'toast', tone: 'success', message: 'Profile updated successfully!', timeout: 2000 },
        { type: 'profile.saved', profile: saved },
      ]);
      started.clock.increment(10_000);
      expect(started.emitted).toHaveLength(2);
      expect(started.value()).toBe('viewing');
    });

    it.each<[string, unknown, string]>([
      ['a server message', { status: 400, message: 'Email cannot be changed' }, 'Email cannot be changed'],
      ['an Error with a message', new Error('Network down'), 'Network down'],
      ['no message', undefined, 'Could not save your profile. Please try again.'],
    ])('a failure with %s stays in edit mode with the draft kept and toasts it', async (_name, error, message) => {
      const started = start();
      toEditing(started);
      started.actor.send({ type: 'field.change', field: 'name', value: 'Casey Smith' });
      started.actor.send({ type: 'form.submit' });
      started.save.reject(error);
      await waitFor(started.actor, (state) => state.matches({ editing: 'ready' }));
      expect(started.context().draft.name).toBe('Casey Smith');
      expect(started.context().profile.name).toBe('Casey Jones');
      expect(started.emitted).toEqual([critical(message)]);
    });
  });
});
