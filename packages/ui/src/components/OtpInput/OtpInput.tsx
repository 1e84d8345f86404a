import { TextField as AriaTextField, Input } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/Field';
import * as fieldStyles from '../private/Field/Field.css';
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
  return (
    <AriaTextField
      className={fieldStyles.field}
      value={value}
      onChange={(next) => onChange(toOtpDigits(next))}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      autoComplete="one-time-code"
      inputMode="numeric"
    >
      <FieldLabel>{label}</FieldLabel>
      <Input className={`${fieldStyles.control} ${styles.input}`} placeholder="••••••" pattern="[0-9]{6}" />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
