import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { PictureSize } from '../profile/pictureChecks';
import {
  pictureUploadMachine,
  type ReadPictureSizeInput,
  type UploadPictureInput,
} from '../profile/pictureUploadMachine';
import { storedProfile } from '../testing/businessProfileFixture';
import { manualActor } from '../testing/manualActor';
import { hasUnsavedChanges } from './businessProfile';
import {
  type BusinessProfileEmitted,
  businessProfileMachine,
  type SaveBusinessProfileInput,
  type SaveBusinessProfileOutput,
} from './businessProfileMachine';

function start() {
  const read = manualActor<ReadPictureSizeInput>();
  const upload = manualActor<UploadPictureInput>();
  const save = manualActor<SaveBusinessProfileInput>();
  const machine = businessProfileMachine.provide({
    actors: {
      pictureUpload: pictureUploadMachine.provide({
        actors: {
          readPictureSize: fromPromise<PictureSize, ReadPictureSizeInput>(
            ({ input }) => read.track(input) as Promise<PictureSize>,
          ),
          uploadPicture: fromPromise<string, UploadPictureInput>(({ input }) => upload.track(input) as Promise<string>),
        },
      }),
      saveProfile: fromPromise<SaveBusinessProfileOutput, SaveBusinessProfileInput>(
        ({ input }) => save.track(input) as Promise<SaveBusinessProfileOutput>,
      ),
    },
  });
  const actor = createActor(machine, { input: { profile: storedProfile }, clock: new SimulatedClock() });
  const emitted: BusinessProfileEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, read, upload, save, emitted };
}

const logo = { name: 'logo.png', type: 'image/png', size: 20_000, handle: 'file' };

describe('the business profile flow', () => {
  it('edits and saves: back to view mode with the saved profile, the toast and the appointments now outside the hours', async () => {
    const { actor, save, emitted } = start();
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'field.change', field: 'businessName', value: 'Bayshore Bone & Joint' });
    actor.send({
      type: 'hours.change',
      locationId: 1,
      day: 'monday',
      hours: { open: '08:00', close: '12:00', isClosed: false },
    });
    actor.send({ type: 'service.add', locationId: 1, serviceId: 8 });
    actor.send({ type: 'service.add', locationId: 1, serviceId: 99 });
    actor.send({ type: 'service.remove', locationId: 1, serviceId: 6 });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'saving' }));
    const sent = save.calls[0]?.draft;
    expect(sent?.businessName).toBe('Bayshore Bone & Joint');
    expect(sent?.locations[0]?.hours.monday).toEqual({ open: '08:00', close: '12:00', isClosed: false });
    expect(sent?.locations[0]?.services).toEqual([{ id: 8, name: 'Physical Therapy' }]);
    const saved = { ...storedProfile, businessName: 'Bayshore Bone & Joint' };
    const outside = [
      { bookingId: 'BK-1', date: '2026-11-30', slot: '01:00 PM - 02:00 PM', address: 'x', customerName: 'Robin' },
    ];
    save.resolve({ profile: saved, outsideHours: outside });
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'));
    expect(actor.getSnapshot().context).toMatchObject({ profile: saved, draft: saved, outsideHours: outside });
    expect(emitted).toEqual([
      { type: 'toast', tone: 'success', message: 'Profile updated successfully!', timeout: 2000 },
      { type: 'profile.saved', profile: saved },
    ]);
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.outsideHours).toEqual([]);
  });

  it('keeps the changes on Cancel without saving them, as the spec says', () => {
    const { actor, save } = start();
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'field.change', field: 'description', value: 'Changed my mind' });
    actor.send({ type: 'profile.cancel' });
    expect(actor.getSnapshot().matches('viewing')).toBe(true);
    expect(actor.getSnapshot().context.draft.description).toBe('Changed my mind');
    expect(actor.getSnapshot().context.profile.description).toBe('Sports and accident injuries.');
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'profile.edit' });
    expect(actor.getSnapshot().context.draft.description).toBe('Changed my mind');
    expect(save.calls).toEqual([]);
  });

  it('shows the errors instead of saving, and clears a field’s error when it changes', () => {
    const { actor, save } = start();
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'field.change', field: 'businessName', value: '' });
    actor.send({ type: 'field.change', field: 'videoUrl', value: 'https://example.com/v' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      businessName: 'Business name is required',
      videoUrl: 'The video link must be a YouTube or Vimeo link.',
    });
    actor.send({ type: 'field.change', field: 'businessName', value: 'Back' });
    expect(actor.getSnapshot().context.errors).toEqual({ videoUrl: 'The video link must be a YouTube or Vimeo link.' });
    expect(save.calls).toEqual([]);
  });

  it('checks and uploads a logo into the draft, refusing what the server would refuse', async () => {
    const { actor, read, upload, emitted } = start();
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'logo.choose', file: { ...logo, type: 'image/gif' } });
    expect(emitted.at(-1)).toEqual({
      type: 'toast',
      tone: 'critical',
      message: 'Invalid file type. Only PNG, JPG, or JPEG allowed.',
    });
    actor.send({ type: 'logo.choose', file: logo });
    expect(actor.getSnapshot().children.logo?.getSnapshot().value).toBe('decoding');
    read.resolve({ width: 2000, height: 400 });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'ready' }));
    expect(emitted.at(-1)).toMatchObject({ message: 'Image resolution must be max 1536x768 pixels.' });
    actor.send({ type: 'logo.choose', file: logo });
    read.resolve({ width: 200, height: 200 });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'uploadingLogo' }));
    expect(upload.calls[0]).toEqual({ file: logo });
    upload.resolve('/uploads/logo.png');
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'ready' }));
    expect(actor.getSnapshot().context.draft.logoUrl).toBe('/uploads/logo.png');
    actor.send({ type: 'logo.remove' });
    expect(actor.getSnapshot().context.draft.logoUrl).toBeNull();
  });

  it('stays in edit mode with the server’s sentence when saving fails', async () => {
    const { actor, save, emitted } = start();
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'form.submit' });
    save.reject({ status: 400, message: 'That location is not one of your business’s.' });
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'ready' }));
    expect(emitted).toEqual([
      { type: 'toast', tone: 'critical', message: 'That location is not one of your business’s.' },
    ]);
  });
});
