import { localCalendarDate, profileGenderOf } from '@injury-assist/domain';
import { type CustomerProfile, profileMachine } from '@injury-assist/flows';
import { Button, EmptyState, type ProfileDetails, Profile as ProfileScreen } from '@injury-assist/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useSession, useSignedInUser } from '../../../lib/session/session-context';
import { showDashboardToast } from '../show-dashboard-toast';
import { loadProfile, readPictureSize, saveProfile, uploadPicture } from './profile-api';

function toDetails(profile: CustomerProfile): ProfileDetails {
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    dob: profile.dob || null,
    gender: profileGenderOf(profile.gender),
    pictureUrl: profile.profile_picture,
  };
}

export default function ProfilePage() {
  const user = useSignedInUser();
  const { updateUser } = useSession();
  const machine = useMemo(
    () =>
      profileMachine.provide({
        actors: {
          loadProfile: fromPromise(({ input }) => loadProfile(input.userId)),
          saveProfile: fromPromise(({ input }) => saveProfile(input.draft)),
          uploadPicture: fromPromise(({ input }) => uploadPicture(input.file)),
          readPictureSize: fromPromise(({ input }) => readPictureSize(input.handle)),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { input: { userId: user.id, today: localCalendarDate(new Date()) } });
  const snapshot = useSelector(actor, (state) => state);

  useEffect(() => {
    const toasts = actor.on('toast', showDashboardToast);
    const saved = actor.on('profile.saved', ({ profile }) => updateUser({ name: profile.name }));
    return () => {
      toasts.unsubscribe();
      saved.unsubscribe();
    };
  }, [actor, updateUser]);

  const { context } = snapshot;
  if (snapshot.matches('failed')) {
    return (
      <EmptyState
        title="We could not load your profile."
        description="Check your connection and try again."
        action={<Button onPress={() => actor.send({ type: 'profile.retry' })}>Try again</Button>}
      />
    );
  }
  const isLoading = snapshot.matches('loading');
  const mode = isLoading
    ? 'loading'
    : snapshot.matches({ editing: 'saving' })
      ? 'saving'
      : snapshot.matches('editing')
        ? 'edit'
        : 'view';
  return (
    <ProfileScreen
      mode={mode}
      profile={isLoading ? null : toDetails(context.profile)}
      draft={toDetails(context.draft)}
      errors={context.errors}
      isUploadingPicture={
        snapshot.matches({ editing: 'checkingPicture' }) || snapshot.matches({ editing: 'uploadingPicture' })
      }
      today={context.today}
      onEdit={() => actor.send({ type: 'profile.edit' })}
      onCancel={() => actor.send({ type: 'profile.cancel' })}
      onSave={() => actor.send({ type: 'form.submit' })}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value: value ?? '' })}
      onPictureChosen={(file) =>
        actor.send({
          type: 'picture.choose',
          file: { name: file.name, type: file.type, size: file.size, handle: file },
        })
      }
    />
  );
}
