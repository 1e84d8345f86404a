import { NumberField as AriaNumberField, Group, Input } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/Field';
import * as fieldStyles from '../private/Field/Field.css';
import * as styles from './NumberField.css';

export type NumberFieldProps = {
  label: string;
  /** NaN while the field is empty. */
  value: number;
  onChange: (value: number) => void;
  /**
   * The value's precision, e.g. 0.01 for money: the field shows that many decimals. What is typed
   * is kept as typed (-5, 49.999, 12.5) for the form's own check to name what is wrong: a field
   * that clamped or rounded it would change the input silently.
   */
  step?: number;
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

// Decimals beyond the precision that may be typed and stay visible, so the form can refuse them.
const TYPED_EXTRA_DECIMALS = 4;

/** A number typed with the keyboard (the arrow keys step it); letters cannot be typed in. */
export function NumberField({
  label,
  value,
  onChange,
  step,
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
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      formatOptions={{
        useGrouping: false,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals + TYPED_EXTRA_DECIMALS,
      }}
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
