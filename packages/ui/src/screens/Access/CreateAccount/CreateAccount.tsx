import { type Gender, genderLabels, genders } from '@injury-assist/domain';
import type { FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { DateField } from '../../../components/DateField/DateField';
import { useFocusFirstInvalid } from '../../../components/private/useFocusFirstInvalid';
import { Select, type SelectOption } from '../../../components/Select/Select';
import { TextField } from '../../../components/TextField/TextField';
import { AuthLayout, LinkText, type RenderLink } from '../private/AuthLayout/AuthLayout';
import * as styles from './CreateAccount.css';

const genderOptions: readonly SelectOption<Gender>[] = genders.map((id) => ({ id, name: genderLabels[id] }));

export type CreateAccountValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  gender: Gender | null;
  /** ISO date 'YYYY-MM-DD'. */
  dateOfBirth: string | null;
};
export type CreateAccountField = keyof CreateAccountValues;

export type CreateAccountProps = {
  values: CreateAccountValues;
  errors?: Partial<Record<CreateAccountField, string>>;
  isSubmitting?: boolean;
  /** ISO date; the latest date of birth the picker accepts. Passed in so the screen stays pure. */
  today: string;
  renderLink: RenderLink;
  /** This browser has a business registration under way: the provider link resumes it. */
  hasBusinessRegistration?: boolean;
  onFieldChange: <Field extends CreateAccountField>(field: Field, value: CreateAccountValues[Field]) => void;
  onSubmit: () => void;
};

/** Step 1 of customer registration: personal details, then 'Next - Verify Email'. */
export function CreateAccount({
  values,
  errors = {},
  isSubmitting = false,
  today,
  renderLink,
  hasBusinessRegistration = false,
  onFieldChange,
  onSubmit,
}: CreateAccountProps) {
  const { container: form, submitted } = useFocusFirstInvalid<HTMLFormElement>(isSubmitting);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    submitted();
    onSubmit();
  };
  return (
    <AuthLayout
      width="wide"
      title="Create Account"
      subtitle="Sign up to find providers and book appointments."
      footer={
        <>
          <p>Already have an account? {renderLink('customerLogin', <LinkText>Sign in here</LinkText>)}</p>
          <p>
            Are you a provider?{' '}
            {renderLink(
              'businessRegistration',
              <LinkText>
                {hasBusinessRegistration ? 'Continue registering your business' : 'Register your business'}
              </LinkText>,
            )}
          </p>
        </>
      }
    >
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.grid}>
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(value) => onFieldChange('firstName', value)}
            errorMessage={errors.firstName}
            isRequired
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(value) => onFieldChange('lastName', value)}
            errorMessage={errors.lastName}
            isRequired
          />
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={values.email}
            onChange={(value) => onFieldChange('email', value)}
            errorMessage={errors.email}
            isRequired
          />
          <TextField
            label="Phone"
            type="tel"
            name="phone"
            autoComplete="tel"
            description="With the area code, e.g. (305) 555-0142."
            value={values.phone}
            onChange={(value) => onFieldChange('phone', value)}
            errorMessage={errors.phone}
            isRequired
          />
          <Select<Gender>
            label="Gender"
            name="gender"
            placeholder="Select your gender"
            options={genderOptions}
            selectedId={values.gender}
            onSelectionChange={(id) => onFieldChange('gender', id)}
            errorMessage={errors.gender}
            isRequired
          />
          <DateField
            label="Date of birth"
            name="dateOfBirth"
            value={values.dateOfBirth}
            max={today}
            onChange={(value) => onFieldChange('dateOfBirth', value)}
            errorMessage={errors.dateOfBirth}
            isRequired
          />
        </div>
        <Button type="submit" fullWidth loading={isSubmitting} isDisabled={isSubmitting}>
          Next - Verify Email
        </Button>
      </form>
    </AuthLayout>
  );
}
