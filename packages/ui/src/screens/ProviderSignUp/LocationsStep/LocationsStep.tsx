import {
  type NumberOfLocations,
  numberOfLocationsChoices,
  type UsStateCode,
  usStateCodes,
} from '@injury-assist/domain';
import { type FormEvent, useId } from 'react';
import { Button } from '../../../components/Button/Button';
import { Icon } from '../../../components/Icon/Icon';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import { Select, type SelectOption } from '../../../components/Select/Select';
import { TextField } from '../../../components/TextField/TextField';
import { WizardActions, WizardFrame } from '../private/WizardFrame/WizardFrame';
import * as styles from './LocationsStep.css';

const stateOptions: readonly SelectOption<UsStateCode>[] = usStateCodes.map((code) => ({ id: code, name: code }));
const countOptions = numberOfLocationsChoices.map((value) => ({ value, label: value }));

export type LocationValues = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: UsStateCode | null;
  zipCode: string;
  googleMyBusinessLink: string;
};
export type LocationField = keyof LocationValues;
export type LocationErrors = Partial<Record<LocationField, string>>;

export type LocationsStepProps = {
  businessName: string;
  numberOfLocations: NumberOfLocations;
  locations: readonly LocationValues[];
  errors?: { businessName?: string | undefined; locations?: readonly LocationErrors[] };
  isSaving?: boolean;
  /** e.g. 'Your email is verified.', when step 1.5 has just led here. */
  notice?: string | undefined;
  onBusinessNameChange: (value: string) => void;
  onNumberOfLocationsChange: (value: NumberOfLocations) => void;
  onLocationChange: (index: number, field: LocationField, value: string) => void;
  onAddLocation: () => void;
  onRemoveLocation: (index: number) => void;
  onBack: () => void;
  onSubmit: () => void;
};

/**
 * Step 2 of the provider registration wizard, Business Locations (spec provider-and-admin §2.2):
 * as many location forms as the business needs (the numberOfLocations answer does not limit them),
 * each removable while two or more remain.
 */
export function LocationsStep({
  businessName,
  numberOfLocations,
  locations,
  errors = {},
  isSaving = false,
  notice,
  onBusinessNameChange,
  onNumberOfLocationsChange,
  onLocationChange,
  onAddLocation,
  onRemoveLocation,
  onBack,
  onSubmit,
}: LocationsStepProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSaving) onSubmit();
  };
  return (
    <WizardFrame
      progress="Locations"
      title="Business Locations"
      subtitle="Where do customers find you? Each address appears in the search for its city."
      notice={notice}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Business Name"
          name="businessName"
          autoComplete="organization"
          value={businessName}
          onChange={onBusinessNameChange}
          errorMessage={errors.businessName}
          isRequired
        />
        <SegmentedControl
          label="Number of locations"
          options={countOptions}
          value={numberOfLocations}
          onChange={onNumberOfLocationsChange}
        />
        <div className={styles.locations}>
          {locations.map((location, index) => (
            <LocationForm
              // Locations have no id of their own; their place in the list is what the flow edits.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={index}
              index={index}
              location={location}
              errors={errors.locations?.[index] ?? {}}
              canRemove={locations.length >= 2}
              onChange={(field, value) => onLocationChange(index, field, value)}
              onRemove={() => onRemoveLocation(index)}
            />
          ))}
        </div>
        <div className={styles.add}>
          <Button
            variant="secondary"
            icon={<Icon name="add" size={14} />}
            onPress={onAddLocation}
            isDisabled={isSaving}
          >
            Add another location
          </Button>
        </div>
        <WizardActions onBack={onBack} isBusy={isSaving}>
          <Button type="submit" loading={isSaving} isDisabled={isSaving}>
            Next
          </Button>
        </WizardActions>
      </form>
    </WizardFrame>
  );
}

function LocationForm({
  index,
  location,
  errors,
  canRemove,
  onChange,
  onRemove,
}: {
  index: number;
  location: LocationValues;
  errors: LocationErrors;
  canRemove: boolean;
  onChange: (field: LocationField, value: string) => void;
  onRemove: () => void;
}) {
  const titleId = useId();
  const name = `Location ${index + 1}`;
  const text = (field: Exclude<LocationField, 'state'>, label: string, isRequired: boolean, extra: object = {}) => (
    <TextField
      label={label}
      name={`${field}-${index}`}
      value={location[field]}
      onChange={(value) => onChange(field, value)}
      errorMessage={errors[field]}
      isRequired={isRequired}
      {...extra}
    />
  );
  return (
    <section className={styles.location} aria-labelledby={titleId}>
      <div className={styles.locationHeader}>
        <h2 id={titleId} className={styles.locationTitle}>
          {name}
        </h2>
        {canRemove ? (
          <Button variant="ghost" size="small" onPress={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        ) : null}
      </div>
      <div className={styles.grid}>
        <div className={styles.wide}>
          {text('addressLine1', 'Address Line 1', true, {
            autoComplete: 'address-line1',
            placeholder: 'Street and number',
          })}
        </div>
        <div className={styles.wide}>
          {text('addressLine2', 'Address Line 2', false, {
            autoComplete: 'address-line2',
            placeholder: 'Suite, floor (optional)',
          })}
        </div>
        {text('city', 'City', true, { autoComplete: 'address-level2' })}
        <Select<UsStateCode>
          label="State"
          name={`state-${index}`}
          placeholder="State"
          options={stateOptions}
          selectedId={location.state}
          onSelectionChange={(code) => onChange('state', code ?? '')}
          errorMessage={errors.state}
          isRequired
        />
        {text('zipCode', 'ZIP Code', true, { autoComplete: 'postal-code', description: '5 digits.' })}
        <div className={styles.wide}>
          {text('googleMyBusinessLink', 'Google My Business Link', false, {
            placeholder: 'https://g.page/your-business',
            description: 'Optional: your business on Google Maps.',
          })}
        </div>
      </div>
    </section>
  );
}
