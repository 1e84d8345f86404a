import { type CalendarDate, parseDate } from '@internationalized/date';
import { DateField as AriaDateField, DateInput, DateSegment, I18nProvider } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/Field';
import * as fieldStyles from '../private/Field/Field.css';
import * as styles from './DateField.css';

export type DateFieldProps = {
  label: string;
  /** ISO date 'YYYY-MM-DD', or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Earliest allowed ISO date, e.g. today for a booking. */
  min?: string;
  /** Latest allowed ISO date, e.g. today for a date of birth. */
  max?: string;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
};

function toCalendarDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

function display(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** Out-of-range messages of our own, so they read the same in every browser locale. */
function rangeMessage(value: CalendarDate | null, min?: string, max?: string): string | undefined {
  if (!value) return undefined;
  if (min && value.compare(parseDate(min)) < 0) return `Date must be on or after ${display(min)}`;
  if (max && value.compare(parseDate(max)) > 0) return `Date must be on or before ${display(max)}`;
  return undefined;
}

/** A typed date with min/max, rendered month/day/year in the product's locale (en-US). */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  name,
}: DateFieldProps) {
  const date = toCalendarDate(value);
  const message = errorMessage ?? rangeMessage(date, min, max);
  return (
    <I18nProvider locale="en-US">
      <AriaDateField
        className={fieldStyles.field}
        value={date}
        onChange={(next) => onChange(next ? next.toString() : null)}
        minValue={toCalendarDate(min)}
        maxValue={toCalendarDate(max)}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={Boolean(message)}
        validationBehavior="aria"
        name={name}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <DateInput className={`${fieldStyles.control} ${styles.input}`}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        {description ? <FieldDescription>{description}</FieldDescription> : null}
        <FieldErrorMessage>{message}</FieldErrorMessage>
      </AriaDateField>
    </I18nProvider>
  );
}
