import { longDate, type ProfileGender } from '@injury-assist/domain';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { LoadFailed } from '../../../components/private/LoadFailed/LoadFailed';
import { Spinner } from '../../../components/Spinner/Spinner';
import * as styles from './Profile.css';
import { Avatar } from './ProfileAvatar';

// The form loads at the first Edit Profile; until it is there the details stay on screen (issue 22).
const ProfileForm = lazy(() => import('./ProfileForm').then((module) => ({ default: module.ProfileForm })));

export const profileModes = ['loading', 'failed', 'view', 'edit', 'saving'] as const;
export type ProfileMode = (typeof profileModes)[number];

export type ProfileDetails = {
  name: string;
  email: string;
  phone: string;
  /** ISO date 'YYYY-MM-DD'. */
  dob: string | null;
  gender: ProfileGender | null;
  /** A displayable URL (already resolved from the uploads path), or null for initials. */
  pictureUrl: string | null;
};
/** The e-mail cannot be changed and the picture goes through `onPictureChosen`. */
export type ProfileEditableField = 'name' | 'phone' | 'dob' | 'gender';

export type ProfileProps = {
  mode: ProfileMode;
  /** Null until the profile has loaded. */
  profile: ProfileDetails | null;
  /** The values being edited; falls back to `profile`. */
  draft?: ProfileDetails;
  errors?: Partial<Record<'name' | 'phone' | 'dob', string>>;
  isUploadingPicture?: boolean;
  /** ISO date; the latest date of birth accepted. Passed in so the screen stays pure. */
  today: string;
  /** 'Try again' after the profile failed to load. */
  onRetry: () => void;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  onFieldChange: <Field extends ProfileEditableField>(field: Field, value: ProfileDetails[Field]) => void;
  /** Type, size and resolution are checked by the flow (spec §5), which reports them as toasts. */
  onPictureChosen: (file: File) => void;
};

const notProvided = 'Not provided';

function ProfileView({ profile, onEdit }: { profile: ProfileDetails; onEdit: () => void }) {
  const rows: [string, string][] = [
    ['Name', profile.name || notProvided],
    ['E-mail', profile.email],
    ['Phone', profile.phone || notProvided],
    ['Date of birth', profile.dob ? longDate(profile.dob) : notProvided],
    ['Gender', profile.gender ?? notProvided],
  ];
  return (
    <Card
      title="Personal Information"
      actions={
        <Button variant="secondary" onPress={onEdit}>
          Edit Profile
        </Button>
      }
    >
      <div className={styles.container}>
        <div className={styles.layout}>
          <Avatar name={profile.name} pictureUrl={profile.pictureUrl} />
          <dl className={styles.details}>
            {rows.map(([term, value]) => (
              <div key={term} className={styles.detail}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Card>
  );
}

/** Profile: the customer's Personal Information, shown or edited. */
export function Profile({
  mode,
  profile,
  draft,
  errors = {},
  isUploadingPicture = false,
  today,
  onRetry,
  onEdit,
  onCancel,
  onSave,
  onFieldChange,
  onPictureChosen,
}: ProfileProps) {
  if (mode === 'failed') {
    return (
      <Card title="Personal Information">
        <LoadFailed title="We could not load your profile." onRetry={onRetry} />
      </Card>
    );
  }
  if (mode === 'loading' || !profile) {
    return (
      <Card title="Personal Information">
        <div className={styles.loading}>
          <Spinner size="large" label="Loading profile" />
        </div>
      </Card>
    );
  }

  if (mode === 'view') return <ProfileView profile={profile} onEdit={onEdit} />;
  return (
    <Suspense fallback={<ProfileView profile={profile} onEdit={onEdit} />}>
      <ProfileForm
        mode={mode}
        profile={profile}
        draft={draft}
        errors={errors}
        isUploadingPicture={isUploadingPicture}
        today={today}
        onCancel={onCancel}
        onSave={onSave}
        onFieldChange={onFieldChange}
        onPictureChosen={onPictureChosen}
      />
    </Suspense>
  );
}
