import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/Field';
import * as fieldStyles from '../private/Field/Field.css';
import * as styles from './TextArea.css';

export type TextAreaProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  /** Visible lines before it scrolls; the person can drag it taller. */
  rows?: number;
  /** Monospaced, for text with markup such as Markdown. */
  isCode?: boolean;
};

/** A multi-line text field with the same label, help and error parts as TextField. */
export function TextArea({
  label,
  value,
  onChange,
  placeholder,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  name,
  rows = 4,
  isCode = false,
}: TextAreaProps) {
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
      <AriaTextArea
        className={`${fieldStyles.control} ${styles.textArea({ code: isCode })}`}
        placeholder={placeholder}
        rows={rows}
      />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
