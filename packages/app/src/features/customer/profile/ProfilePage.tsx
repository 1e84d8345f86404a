import { localCalendarDate, profileGenderOf } from '@injury-assist/domain';
import type { CustomerProfile } from '@injury-assist/flows/profile';
import { type ProfileDetails, Profile as ProfileScreen } from '@injury-assist/ui';
import { useEffect } from 'react';
import { CalendarFeedSection } from '../../../components/CalendarFeedSection/CalendarFeedSection';
import { SecurityActivitySection } from '../../../components/SecurityActivitySection/SecurityActivitySection';
import { YourDataSection } from '../../../components/YourDataSection/YourDataSection';
import { useClock } from '../../../lib/clock/clock-context';
import { FlowProvider } from '../../../lib/flows/create-flow';
import { loadStatus } from '../../../lib/load-status';
import { sections } from '../../../lib/page/sections.css';
import { useSession } from '../../../lib/session/session-context';
import { showDashboardToast } from '../../../lib/show-dashboard-toast';
import { useProfile, useRefreshProfile } from '../customer-reads';
import { toProfile } from './profile-api';
import { ProfileFlow } from './profile-flow';

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

const noop = () => undefined;

/** View and edit mode, once the profile has loaded. */
function ProfileEditor() {
  const { updateUser } = useSession();
  const refreshProfile = useRefreshProfile();
  const actor = ProfileFlow.useActorRef();
  const snapshot = ProfileFlow.useSelector((state) => state);

  useEffect(() => {
    const toasts = actor.on('toast', showDashboardToast);
    const saved = actor.on('profile.saved', ({ profile }) => {
      // What else shows the user follows: the top bar's name at once, the cached profile by a new read.
      updateUser({ name: profile.name });
      refreshProfile();
    });
    return () => {
      toasts.unsubscribe();
      saved.unsubscribe();
    };
  }, [actor, refreshProfile, updateUser]);

  const { context } = snapshot;
  const mode = snapshot.matches({ editing: 'saving' }) ? 'saving' : snapshot.matches('editing') ? 'edit' : 'view';
  return (
    <ProfileScreen
      mode={mode}
      profile={toDetails(context.profile)}
      draft={toDetails(context.draft)}
      errors={context.errors}
      isUploadingPicture={snapshot.matches({ editing: 'uploadingPicture' })}
      today={context.today}
      onRetry={noop}
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

/** Personal Information: loading, a failed load with 'Try again', then the editor. */
export default function ProfilePage() {
  const clock = useClock();
  const profile = useProfile();
  const status = loadStatus(profile);
  if (!profile.data || status !== 'loaded') {
    return (
      <ProfileScreen
        mode={status === 'failed' ? 'failed' : 'loading'}
        profile={null}
        today={localCalendarDate(clock.now())}
        onRetry={() => void profile.refetch()}
        onEdit={noop}
        onCancel={noop}
        onSave={noop}
        onFieldChange={noop}
        onPictureChosen={noop}
      />
    );
  }
  return (
    <div className={sections}>
      <FlowProvider
        flow={ProfileFlow}
        options={{ input: { profile: toProfile(profile.data.data), today: localCalendarDate(clock.now()) } }}
      >
        <ProfileEditor />
      </FlowProvider>
      <CalendarFeedSection allLabel="All my appointments" />
      <YourDataSection accountKind="customer" />
      <SecurityActivitySection />
    </div>
  );
}
