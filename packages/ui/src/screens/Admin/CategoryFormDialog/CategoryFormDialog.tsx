import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { ColorPicker } from '../../../components/ColorPicker/ColorPicker';
import { Select, type SelectOption } from '../../../components/Select/Select';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import { FormDialog } from '../private/FormDialog';
import { fieldBinding } from '../private/fieldBinding';

export type CategoryFormValues = {
  name: string;
  description: string;
  /** '#RRGGBB'. */
  color: string;
  isActive: boolean;
  /** The top-level category a subcategory sits under; null makes a top-level category. */
  parentId: number | null;
};
export type CategoryFormField = keyof CategoryFormValues;

/** The parent choice that makes a top-level category. */
export const TOP_LEVEL = 0;

export type CategoryFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  mode: 'add' | 'edit';
  values: CategoryFormValues;
  errors: Partial<Record<CategoryFormField, string>>;
  /** The top-level categories a subcategory can sit under. */
  parents: readonly SelectOption[];
  onFieldChange: <Field extends CategoryFormField>(field: Field, value: CategoryFormValues[Field]) => void;
  onSubmit: () => void;
  isSaving?: boolean;
};

/** 'Add New Category' / 'Edit Category', with a colour picker. */
export function CategoryFormDialog({
  isOpen,
  onOpenChange,
  mode,
  values,
  errors,
  parents,
  onFieldChange,
  onSubmit,
  isSaving = false,
}: CategoryFormDialogProps) {
  const field = fieldBinding(values, errors, onFieldChange);
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={mode === 'add' ? 'Add New Category' : 'Edit Category'}
      submitLabel={mode === 'add' ? 'Add Category' : 'Save Changes'}
      onSubmit={onSubmit}
      isSaving={isSaving}
    >
      <TextField label="Name" name="name" {...field('name')} isRequired />
      <Select
        label="Sits under"
        options={[{ id: TOP_LEVEL, name: 'Nothing (a top-level category)' }, ...parents]}
        selectedId={values.parentId ?? TOP_LEVEL}
        onSelectionChange={(id) => onFieldChange('parentId', id === TOP_LEVEL ? null : id)}
        description="Services belong to a subcategory, such as Medical › Specialists."
        errorMessage={errors.parentId}
      />
      <TextArea label="Description" name="description" {...field('description')} rows={3} />
      <ColorPicker label="Color" {...field('color')} />
      <Checkbox isSelected={values.isActive} onChange={(value) => onFieldChange('isActive', value)} name="is_active">
        Active (shown to customers)
      </Checkbox>
    </FormDialog>
  );
}
