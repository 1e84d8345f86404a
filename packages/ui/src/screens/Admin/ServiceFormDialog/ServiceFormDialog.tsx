import { NumberField } from '../../../components/NumberField/NumberField';
import { Select, type SelectOption } from '../../../components/Select/Select';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import { FormDialog } from '../private/FormDialog';
import { fieldBinding } from '../private/fieldBinding';
import * as shared from '../shared.css';

export type ServiceFormValues = {
  name: string;
  description: string;
  /** NaN while empty. */
  basePrice: number;
  /** NaN while empty (it is optional). */
  durationMinutes: number;
  categoryId: number | null;
};
export type ServiceFormField = keyof ServiceFormValues;

export type ServiceFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  mode: 'add' | 'edit';
  values: ServiceFormValues;
  errors: Partial<Record<ServiceFormField, string>>;
  /** The active subcategories a service can belong to, e.g. 'Medical › Specialists'. */
  categories: readonly SelectOption[];
  categoriesLoading?: boolean;
  onFieldChange: <Field extends ServiceFormField>(field: Field, value: ServiceFormValues[Field]) => void;
  onSubmit: () => void;
  isSaving?: boolean;
};

/** 'Add New Service' / 'Edit Service'. */
export function ServiceFormDialog({
  isOpen,
  onOpenChange,
  mode,
  values,
  errors,
  categories,
  categoriesLoading = false,
  onFieldChange,
  onSubmit,
  isSaving = false,
}: ServiceFormDialogProps) {
  const field = fieldBinding(values, errors, onFieldChange);
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={mode === 'add' ? 'Add New Service' : 'Edit Service'}
      submitLabel={mode === 'add' ? 'Add Service' : 'Save Changes'}
      onSubmit={onSubmit}
      isSaving={isSaving}
    >
      <TextField label="Name" name="name" {...field('name')} isRequired />
      <Select
        label="Category"
        placeholder="Select a category"
        options={categories}
        selectedId={values.categoryId}
        onSelectionChange={(id) => onFieldChange('categoryId', id)}
        errorMessage={errors.categoryId}
        isLoading={categoriesLoading}
        isRequired
      />
      <div className={shared.fieldPair}>
        <NumberField label="Base price" name="base_price" {...field('basePrice')} step={0.01} prefix="$" isRequired />
        <NumberField label="Duration" name="duration_minutes" {...field('durationMinutes')} step={1} suffix="min" />
      </div>
      <TextArea label="Description" name="description" {...field('description')} />
    </FormDialog>
  );
}
