import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import { FormDialog } from '../private/FormDialog';
import { fieldBinding } from '../private/fieldBinding';
import * as shared from '../shared.css';

export type BusinessFormValues = {
  businessName: string;
  email: string;
  phone: string;
  website: string;
  description: string;
};
export type BusinessFormField = keyof BusinessFormValues;

export type BusinessFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  values: BusinessFormValues;
  errors: Partial<Record<BusinessFormField, string>>;
  onFieldChange: <Field extends BusinessFormField>(field: Field, value: BusinessFormValues[Field]) => void;
  onSubmit: () => void;
  isSaving?: boolean;
};

/** 'Edit Listing': what customers read of a business, checked as the owner's Business Profile checks it. */
export function BusinessFormDialog({
  isOpen,
  onOpenChange,
  values,
  errors,
  onFieldChange,
  onSubmit,
  isSaving = false,
}: BusinessFormDialogProps) {
  const field = fieldBinding(values, errors, onFieldChange);
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Edit Listing"
      submitLabel="Save Changes"
      onSubmit={onSubmit}
      isSaving={isSaving}
    >
      <TextField label="Business name" name="business_name" {...field('businessName')} isRequired />
      <div className={shared.fieldPair}>
        <TextField label="Email" name="email" type="email" {...field('email')} />
        <TextField label="Phone" name="phone" type="tel" {...field('phone')} />
      </div>
      <TextField label="Website" name="website" {...field('website')} />
      <TextArea label="Description" name="description" {...field('description')} rows={5} />
    </FormDialog>
  );
}
