import * as fieldStyles from '../private/Field/Field.css';
import { NativeFieldFrame, useNativeField } from '../private/Field/NativeField';

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
  const { ids, frame, aria } = useNativeField({ label, isRequired, isDisabled, description, errorMessage });
  return (
    <NativeFieldFrame {...frame}>
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
        {...aria}
        data-invalid={Boolean(errorMessage) || undefined}
        data-disabled={isDisabled || undefined}
      />
    </NativeFieldFrame>
  );
}
