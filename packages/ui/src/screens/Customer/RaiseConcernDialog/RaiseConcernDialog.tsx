import { type ConcernPriority, concernPriorities } from '@injury-assist/domain';
import { type FormEvent, useId } from 'react';
import { TextField as AriaTextField, TextArea } from 'react-aria-components';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { FieldErrorMessage, FieldLabel } from '../../../components/private/Field/Field';
import * as fieldStyles from '../../../components/private/Field/Field.css';
import { useFocusFirstInvalid } from '../../../components/private/useFocusFirstInvalid';
import { Select, type SelectOption } from '../../../components/Select/Select';
import { TextField } from '../../../components/TextField/TextField';
import { concernPriorityLabels } from '../Concerns/Concerns';
import * as styles from './RaiseConcernDialog.css';

const priorityOptions: readonly SelectOption<ConcernPriority>[] = concernPriorities.map((id) => ({
  id,
  name: concernPriorityLabels[id],
}));

export type RaiseConcernValues = {
  title: string;
  description: string;
  /** '' while none is chosen. */
  priority: ConcernPriority | '';
};
export type RaiseConcernField = keyof RaiseConcernValues;

export type RaiseConcernDialogProps = {
  isOpen: boolean;
  values: RaiseConcernValues;
  /** Beside each field left empty, after a refused submit. */
  errors?: Partial<Record<RaiseConcernField, string>>;
  isSubmitting?: boolean;
  onFieldChange: <Field extends RaiseConcernField>(field: Field, value: RaiseConcernValues[Field]) => void;
  onCancel: () => void;
  onSubmit: () => void;
  onOpenChange: (isOpen: boolean) => void;
};

type TextAreaFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
};

/** A multi-line counterpart of our TextField; only this dialog needs one so far. */
function TextAreaField({
  label,
  value,
  onChange,
  placeholder,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  name,
}: TextAreaFieldProps) {
  return (
    <AriaTextField
      className={fieldStyles.field}
      value={value}
      onChange={onChange}
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <TextArea className={`${fieldStyles.control} ${styles.textArea}`} placeholder={placeholder} rows={5} />
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}

/** The 'Raise New Concern' modal of the concerns screen. */
export function RaiseConcernDialog({
  isOpen,
  values,
  errors = {},
  isSubmitting = false,
  onFieldChange,
  onCancel,
  onSubmit,
  onOpenChange,
}: RaiseConcernDialogProps) {
  const formId = useId();
  const { container: form, submitted } = useFocusFirstInvalid<HTMLFormElement>(isSubmitting);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    submitted();
    onSubmit();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Raise New Concern"
      size="medium"
      // A half-sent concern must not vanish behind an outside click.
      isDismissable={!isSubmitting}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            Submit Concern
          </Button>
        </>
      }
    >
      <form ref={form} id={formId} className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Title"
          name="title"
          placeholder="Brief summary of your concern"
          value={values.title}
          onChange={(value) => onFieldChange('title', value)}
          errorMessage={errors.title}
          isDisabled={isSubmitting}
          isRequired
        />
        <TextAreaField
          label="Description"
          name="description"
          placeholder="Describe your concern in detail"
          value={values.description}
          onChange={(value) => onFieldChange('description', value)}
          errorMessage={errors.description}
          isDisabled={isSubmitting}
          isRequired
        />
        <Select<ConcernPriority>
          label="Priority"
          name="priority"
          options={priorityOptions}
          selectedId={values.priority === '' ? null : values.priority}
          onSelectionChange={(id) => {
            if (id !== null) onFieldChange('priority', id);
          }}
          errorMessage={errors.priority}
          isDisabled={isSubmitting}
          isRequired
        />
      </form>
    </Dialog>
  );
}
