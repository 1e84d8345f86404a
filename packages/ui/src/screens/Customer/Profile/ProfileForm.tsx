import { type ProfileGender, profileGenders } from '@injury-assist/domain';
import type { FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { DateField } from '../../../components/DateField/DateField';
import { FileButton } from '../../../components/FileButton/FileButton';
import { Select, type SelectOption } from '../../../components/Select/Select';
import { TextField } from '../../../components/TextField/TextField';
import type { ProfileProps } from './Profile';
import * as styles from './Profile.css';
import { Avatar } from './ProfileAvatar';

const genderOptions: readonly SelectOption<ProfileGender>[] = profileGenders.map((id) => ({ id, name: id }));

// spec §5: the upload accepts PNG or JPEG only.
const acceptedPictureTypes = ['image/png', 'image/jpeg'];

type ProfileFormProps = Omit<ProfileProps, 'mode' | 'profile' | 'errors' | 'onRetry' | 'onEdit'> & {
  mode: 'edit' | 'saving';
  profile: NonNullable<ProfileProps['profile']>;
  errors: NonNullable<ProfileProps['errors']>;
};

/**
 * The Personal Information form. Its own module, loaded at the first Edit Profile (issue 22): its
 * fields (the date of birth's and the gender's stand-ins, the picture button) were 6.4 kB gzip of the
 * Profile page's first load, which shows the details, not the form.
 */
export function ProfileForm({
  mode,
  profile,
  draft,
  errors,
  isUploadingPicture = false,
  today,
  onCancel,
  onSave,
  onFieldChange,
  onPictureChosen,
}: ProfileFormProps) {
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
