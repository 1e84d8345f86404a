import * as fieldStyles from '../private/Field/Field.css';
import {
  describedBy,
  NativeFieldDescription,
  NativeFieldError,
  NativeFieldLabel,
  useFieldIds,
} from '../private/Field/NativeField';

export const textFieldTypes = ['text', 'email', 'tel', 'date', 'time', 'number'] as const;

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
  const ids = useFieldIds();
  const isInvalid = Boolean(errorMessage);
  return (
    <div className={fieldStyles.field} data-disabled={isDisabled || undefined}>
      <NativeFieldLabel htmlFor={ids.control} isRequired={isRequired}>
        {label}
      </NativeFieldLabel>
      <input
        id={ids.control}
        className={fieldStyles.control}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        name={name}
        autoComplete={autoComplete}
        placeholder={placeholder}
        disabled={isDisabled}
        // Validation messages come from the flows as `errorMessage`; `required` would add the browser's own bubbles.
        aria-required={isRequired || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy(ids, { description, errorMessage })}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      />
      {description ? <NativeFieldDescription id={ids.description}>{description}</NativeFieldDescription> : null}
      <NativeFieldError id={ids.error} message={errorMessage} />
    </div>
  );
}
