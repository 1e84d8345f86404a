import { TextField as AriaTextField, Input } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/Field';
import * as fieldStyles from '../private/Field/Field.css';

export const textFieldTypes = ['text', 'email', 'tel'] as const;

export type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: (typeof textFieldTypes)[number];
  placeholder?: string;
  /** Help text under the label. */
  description?: string;
  /** When set the field is invalid: red border, this message under it, `aria-invalid` on the input. */
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  autoComplete?: string;
  onBlur?: () => void;
};

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  placeholder,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  name,
  autoComplete,
  onBlur,
}: TextFieldProps) {
  return (
    <AriaTextField
      className={fieldStyles.field}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      type={type}
      name={name}
      autoComplete={autoComplete}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      // Validation messages come from the flows as `errorMessage`; the browser's own bubbles would duplicate them.
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Input className={fieldStyles.control} placeholder={placeholder} />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
