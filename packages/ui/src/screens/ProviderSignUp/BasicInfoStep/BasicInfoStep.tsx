import { type LookupOption, type RegistrationCountry, registrationCountries } from '@injury-assist/domain';
import type { FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { Select, type SelectOption } from '../../../components/Select/Select';
import { TextField } from '../../../components/TextField/TextField';
import { LinkText, type RenderLink } from '../../Access/private/AuthLayout/AuthLayout';
import { WizardActions, WizardFrame } from '../private/WizardFrame/WizardFrame';
import * as styles from './BasicInfoStep.css';

const countryOptions: readonly SelectOption<RegistrationCountry>[] = registrationCountries.map((name) => ({
  id: name,
  name,
}));

export type BasicInfoValues = {
  firstName: string;
  lastName: string;
  businessName: string;
  country: RegistrationCountry | null;
  categoryId: number | null;
  subcategoryId: number | null;
  serviceId: number | null;
  phone: string;
  email: string;
};
export type BasicInfoTextField = 'firstName' | 'lastName' | 'businessName' | 'phone' | 'email';
export type SpecialtyField = 'category' | 'subcategory' | 'service';
export type BasicInfoErrorField = BasicInfoTextField | SpecialtyField | 'country';

/** One specialty dropdown's list, and whether it is on its way. */
export type SpecialtyOptions = { options: readonly LookupOption[]; isLoading: boolean };

export type BasicInfoStepProps = {
  values: BasicInfoValues;
  errors?: Partial<Record<BasicInfoErrorField, string>>;
  specialty: Record<SpecialtyField, SpecialtyOptions>;
  /** Once verified, the address is the account's: it is shown but cannot change. */
  isEmailVerified?: boolean;
  isSubmitting?: boolean;
  renderLink: RenderLink;
  onTextChange: (field: BasicInfoTextField, value: string) => void;
  onCountryChange: (country: RegistrationCountry | null) => void;
  onSpecialtyChange: (field: SpecialtyField, id: number | null) => void;
  onSubmit: () => void;
};

/**
 * Step 1 of the provider registration wizard, Basic Information (spec provider-and-admin §2.2):
 * the person, the business, its country and specialty. Subcategory waits for a category and
 * Service for a subcategory; the messages come from the flow.
 */
export function BasicInfoStep({
  values,
  errors = {},
  specialty,
  isEmailVerified = false,
  isSubmitting = false,
  renderLink,
  onTextChange,
  onCountryChange,
  onSpecialtyChange,
  onSubmit,
}: BasicInfoStepProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit();
  };
  const text = (
    field: BasicInfoTextField,
    label: string,
    extra: { type?: 'text' | 'email' | 'tel'; autoComplete?: string; description?: string } = {},
  ) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={(value) => onTextChange(field, value)}
      errorMessage={errors[field]}
      isRequired
      {...extra}
    />
  );
  return (
    <WizardFrame
      progress="Basic Info"
      title="Basic Information"
      subtitle="Tell us who you are and what your business offers. We will send a code to your e-mail address."
      footer={<p>Already registered your business? {renderLink('providerLogin', <LinkText>Sign in</LinkText>)}</p>}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.grid}>
          {text('firstName', 'First Name', { autoComplete: 'given-name' })}
          {text('lastName', 'Last Name', { autoComplete: 'family-name' })}
          <div className={styles.wide}>{text('businessName', 'Business Name', { autoComplete: 'organization' })}</div>
          <Select<RegistrationCountry>
            label="Country"
            name="country"
            placeholder="Select a country"
            options={countryOptions}
            selectedId={values.country}
            onSelectionChange={onCountryChange}
            errorMessage={errors.country}
            isRequired
          />
          {text('phone', 'Phone Number', {
            type: 'tel',
            autoComplete: 'tel',
            description: 'With the area code, e.g. (305) 555-0142.',
          })}
          <div className={styles.wide}>
            <TextField
              label="Email Address"
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@yourbusiness.com"
              value={values.email}
              onChange={(value) => onTextChange('email', value)}
              errorMessage={errors.email}
              description={isEmailVerified ? 'Verified. This is the address you sign in with.' : undefined}
              isDisabled={isEmailVerified}
              isRequired
            />
          </div>
          <fieldset className={`${styles.specialty} ${styles.wide}`}>
            <legend className={styles.legend}>
              Business Specialty
              <span aria-hidden="true" className={styles.required}>
                *
              </span>
            </legend>
            <Select
              label="Category"
              name="category"
              placeholder="Select a category"
              options={specialty.category.options}
              isLoading={specialty.category.isLoading}
              selectedId={values.categoryId}
              onSelectionChange={(id) => onSpecialtyChange('category', id)}
              errorMessage={errors.category}
              isRequired
            />
            <Select
              label="Subcategory"
              name="subcategory"
              placeholder="Select a subcategory"
              options={specialty.subcategory.options}
              isLoading={specialty.subcategory.isLoading}
              isDisabled={values.categoryId === null}
              selectedId={values.subcategoryId}
              onSelectionChange={(id) => onSpecialtyChange('subcategory', id)}
              errorMessage={errors.subcategory}
              isRequired
            />
            <Select
              label="Service"
              name="service"
              placeholder="Select a service"
              options={specialty.service.options}
              isLoading={specialty.service.isLoading}
              isDisabled={values.subcategoryId === null}
              selectedId={values.serviceId}
              onSelectionChange={(id) => onSpecialtyChange('service', id)}
              errorMessage={errors.service}
              isRequired
            />
          </fieldset>
        </div>
        <WizardActions isBusy={isSubmitting}>
          <Button type="submit" loading={isSubmitting} isDisabled={isSubmitting}>
            {isEmailVerified ? 'Next' : 'Next - Verify Email'}
          </Button>
        </WizardActions>
      </form>
    </WizardFrame>
  );
}
