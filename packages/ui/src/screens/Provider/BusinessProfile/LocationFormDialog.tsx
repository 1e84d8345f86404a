import { type UsStateCode, usStateCodes } from '@injury-assist/domain';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Select, type SelectOption } from '../../../components/Select/Select';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from './BusinessProfile.css';

const stateOptions: readonly SelectOption<UsStateCode>[] = usStateCodes.map((code) => ({ id: code, name: code }));

export type LocationFormValues = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: UsStateCode | '';
  zipCode: string;
  googleMyBusinessLink: string;
};

export type LocationFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** 'Add location' or 'Change address'. */
  title: string;
  values: LocationFormValues;
  onChange: (field: keyof LocationFormValues, value: string) => void;
  /** The server's sentence when it refused the address, e.g. 'ZIP code 00000 does not exist.'. */
  error: string | null;
  isSaving: boolean;
  onSubmit: () => void;
};

/** A location's address, checked and geocoded by the server as in the registration wizard. */
export function LocationFormDialog(props: LocationFormDialogProps) {
  const { values, isSaving } = props;
  const text = (field: Exclude<keyof LocationFormValues, 'state'>) => ({
    value: values[field],
    onChange: (value: string) => props.onChange(field, value),
    isDisabled: isSaving,
  });
  // The ZIP code's sentences stand under the ZIP code; the others under the first line.
  const zipError = props.error?.startsWith('ZIP code') ? props.error : undefined;
  const addressError = props.error && !zipError ? props.error : undefined;
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description="Customers find and book you at this address."
      isDismissable={!isSaving}
      footer={
        <>
          <Button variant="secondary" onPress={() => props.onOpenChange(false)} isDisabled={isSaving}>
            Cancel
          </Button>
          <Button onPress={props.onSubmit} loading={isSaving}>
            Save location
          </Button>
        </>
      }
    >
      <form
        className={styles.locationForm}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <div className={styles.wide}>
          <TextField
            label="Address Line 1"
            isRequired
            autoComplete="address-line1"
            errorMessage={addressError}
            {...text('addressLine1')}
          />
        </div>
        <div className={styles.wide}>
          <TextField label="Address Line 2" autoComplete="address-line2" {...text('addressLine2')} />
        </div>
        <TextField label="City" isRequired autoComplete="address-level2" {...text('city')} />
        <Select<UsStateCode>
          label="State"
          placeholder="Choose a state"
          options={stateOptions}
          selectedId={values.state || null}
          onSelectionChange={(code) => props.onChange('state', code ?? '')}
          isRequired
          isDisabled={isSaving}
        />
        <TextField
          label="ZIP Code"
          isRequired
          autoComplete="postal-code"
          errorMessage={zipError}
          {...text('zipCode')}
        />
        <TextField
          label="Google My Business link"
          placeholder="https://"
          description="Optional."
          autoComplete="url"
          {...text('googleMyBusinessLink')}
        />
      </form>
    </Dialog>
  );
}
