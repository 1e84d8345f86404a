import * as fieldStyles from '../private/Field/Field.css';
import {
  describedBy,
  NativeFieldDescription,
  NativeFieldError,
  NativeFieldLabel,
  useFieldIds,
} from '../private/Field/NativeField';
import * as styles from './OtpInput.css';

export const OTP_DIGITS = 6;

export type OtpInputProps = {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  description?: string;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
};

/** Keeps digits only, at most six; pasting a formatted code ('123 456') keeps its digits. */
export function toOtpDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_DIGITS);
}

/**
 * One numeric field rather than six boxes: paste, autofill ('one-time-code') and screen
 * readers all work with a single input.
 */
export function OtpInput({
  value,
  onChange,
  label = 'Verification code',
  description,
  errorMessage,
  isDisabled = false,
}: OtpInputProps) {
  // A native input, like the sign-in page's other fields: the step-up's code field must not bring
  // React Aria's text field into the login route (issue 21).
  const ids = useFieldIds();
  const isInvalid = Boolean(errorMessage);
  return (
    <div className={fieldStyles.field} data-disabled={isDisabled || undefined}>
      <NativeFieldLabel htmlFor={ids.control} isRequired={false}>
        {label}
      </NativeFieldLabel>
      <input
        id={ids.control}
        className={`${fieldStyles.control} ${styles.input}`}
        type="text"
        value={value}
        onChange={(event) => onChange(toOtpDigits(event.target.value))}
        disabled={isDisabled}
        autoComplete="one-time-code"
        inputMode="numeric"
        placeholder="••••••"
        pattern="[0-9]{6}"
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
