import { NumberField as AriaNumberField, Group, Input } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/Field';
import * as fieldStyles from '../private/Field/Field.css';
import * as styles from './NumberField.css';

export type NumberFieldProps = {
  label: string;
  /** NaN while the field is empty. */
  value: number;
  onChange: (value: number) => void;
  /** The smallest step the value moves by; the typed value is rounded to it when the field loses focus. */
  step?: number;
  minValue?: number;
  /** Shown before the number inside the box, e.g. '$'. */
  prefix?: string;
  /** Shown after the number inside the box, e.g. 'min'. */
  suffix?: string;
  placeholder?: string;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
};

/** A number typed with the keyboard (the arrow keys step it); letters cannot be typed in. */
export function NumberField({
  label,
  value,
  onChange,
  step,
  minValue,
  prefix,
  suffix,
  placeholder,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  name,
}: NumberFieldProps) {
  const decimals = step === undefined ? 0 : Math.max(0, -Math.floor(Math.log10(step)));
  return (
    <AriaNumberField
      className={fieldStyles.field}
      value={value}
      onChange={onChange}
      step={step}
      minValue={minValue}
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      formatOptions={{ useGrouping: false, minimumFractionDigits: decimals, maximumFractionDigits: decimals }}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={`${fieldStyles.control} ${styles.group}`}>
        {prefix ? (
          <span className={styles.affix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <Input className={styles.input} placeholder={placeholder} />
        {suffix ? (
          <span className={styles.affix} aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </Group>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaNumberField>
  );
}
