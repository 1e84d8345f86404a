import { parseTime, type Time } from '@internationalized/date';
import { TimeField as AriaTimeField, DateInput, DateSegment, I18nProvider } from 'react-aria-components';
import { FieldErrorMessage, FieldLabel } from '../private/Field/Field';
import * as fieldStyles from '../private/Field/Field.css';
import * as styles from './TimeField.css';

export type TimeFieldProps = {
  label: string;
  /** 24-hour 'HH:MM', or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  /** Marks the field invalid when its message is shown elsewhere (e.g. once for a row of times). */
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** Shows the label to screen readers only, for a time in a row that already says what it is. */
  isLabelHidden?: boolean;
};

function toTime(value: string): Time | null {
  if (!value) return null;
  try {
    return parseTime(value);
  } catch {
    return null;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A typed time of day, shown in 12-hour form with AM/PM in the product's locale (en-US), kept as 'HH:MM'. */
export function TimeField({
  label,
  value,
  onChange,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  isLabelHidden = false,
}: TimeFieldProps) {
  return (
    <I18nProvider locale="en-US">
      <AriaTimeField
        className={fieldStyles.field}
        value={toTime(value)}
        onChange={(next) => onChange(next ? `${pad(next.hour)}:${pad(next.minute)}` : '')}
        isDisabled={isDisabled}
        isInvalid={isInvalid || Boolean(errorMessage)}
        validationBehavior="aria"
        granularity="minute"
        aria-label={isLabelHidden ? label : undefined}
      >
        {isLabelHidden ? null : <FieldLabel>{label}</FieldLabel>}
        <DateInput className={`${fieldStyles.control} ${styles.input}`}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      </AriaTimeField>
    </I18nProvider>
  );
}
