import { initialsOf, longDate, type ProfileGender, profileGenders } from '@injury-assist/domain';
import type { FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { DateField } from '../../../components/DateField/DateField';
import { FileButton } from '../../../components/FileButton/FileButton';
import { LoadFailed } from '../../../components/private/LoadFailed/LoadFailed';
import { Select, type SelectOption } from '../../../components/Select/Select';
import { Spinner } from '../../../components/Spinner/Spinner';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from './Profile.css';

const genderOptions: readonly SelectOption<ProfileGender>[] = profileGenders.map((id) => ({ id, name: id }));

export const profileModes = ['loading', 'failed', 'view', 'edit', 'saving'] as const;
export type ProfileMode = (typeof profileModes)[number];

// spec §5: the upload accepts PNG or JPEG only.
const acceptedPictureTypes = ['image/png', 'image/jpeg'];

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

function Avatar({ name, pictureUrl }: { name: string; pictureUrl: string | null }) {
  return pictureUrl ? (
    <img className={styles.avatar} src={pictureUrl} alt={name} />
  ) : (
    // The name is shown next to it, so the initials add nothing for a screen reader.
    <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}

const notProvided = 'Not provided';

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

  if (mode === 'view') {
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

  const values = draft ?? profile;
  const isSaving = mode === 'saving';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSaving) onSave();
  };
  return (
    <Card title="Personal Information">
      <form className={`${styles.container} ${styles.form}`} onSubmit={submit} noValidate>
        <div className={styles.layout}>
          <div className={styles.picture}>
            <Avatar name={values.name} pictureUrl={values.pictureUrl} />
            <FileButton
              acceptedFileTypes={acceptedPictureTypes}
              onSelect={onPictureChosen}
              variant="secondary"
              size="small"
              loading={isUploadingPicture}
              isDisabled={isSaving}
            >
              Change picture
            </FileButton>
          </div>
          <div className={styles.grid}>
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(value) => onFieldChange('name', value)}
              errorMessage={errors.name}
              isDisabled={isSaving}
            />
            <TextField
              label="E-mail"
              type="email"
              name="email"
              value={values.email}
              onChange={() => {}}
              description="E-mail cannot be changed."
              isDisabled
            />
            <TextField
              label="Phone"
              type="tel"
              name="phone"
              autoComplete="tel"
              value={values.phone}
              onChange={(value) => onFieldChange('phone', value)}
              errorMessage={errors.phone}
              isDisabled={isSaving}
            />
            <DateField
              label="Date of birth"
              name="dob"
              value={values.dob}
              max={today}
              onChange={(value) => onFieldChange('dob', value)}
              errorMessage={errors.dob}
              isDisabled={isSaving}
            />
            <Select<ProfileGender>
              label="Gender"
              name="gender"
              placeholder="Select your gender"
              options={genderOptions}
              selectedId={values.gender}
              onSelectionChange={(id) => onFieldChange('gender', id)}
              isDisabled={isSaving}
            />
          </div>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            Save Changes
          </Button>
        </div>
      </form>
    </Card>
  );
}
