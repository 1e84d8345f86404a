import { type CalendarDate, type DateValue, parseDate } from '@internationalized/date';
import {
  DatePicker as AriaDatePicker,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components';
import * as dateFieldStyles from '../DateField/DateField.css';
import { Icon } from '../Icon/Icon';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/Field';
import * as fieldStyles from '../private/Field/Field.css';
import * as styles from './DatePicker.css';

export type DatePickerProps = {
  label: string;
  /** ISO date 'YYYY-MM-DD', or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Earliest allowed ISO date (today for a booking); the calendar opens on it while empty. */
  min: string;
  /** Days that cannot be chosen though in range, e.g. the provider's closed weekdays. */
  isDateUnavailable?: (iso: string) => boolean;
  /** The message shown when a typed date is one of those days. */
  unavailableMessage?: string;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
};

function toCalendarDate(iso: string | null): CalendarDate | null {
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

/**
 * A date typed month/day/year or picked from a calendar (React Aria), in the product's locale
 * (en-US). Days before `min` and unavailable days are disabled in the calendar; typed, they keep
 * the value and say why it cannot be used, in our own words so every browser locale reads the same.
 */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  isDateUnavailable,
  unavailableMessage = 'This day cannot be chosen',
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  name,
}: DatePickerProps) {
  const date = toCalendarDate(value);
  const minDate = toCalendarDate(min);
  let message = errorMessage;
  if (!message && date && minDate && date.compare(minDate) < 0) message = `Date must be on or after ${display(min)}`;
  else if (!message && date && isDateUnavailable?.(date.toString())) message = unavailableMessage;
  const unavailable = isDateUnavailable ? (day: DateValue) => isDateUnavailable(day.toString()) : undefined;
  return (
    <I18nProvider locale="en-US">
      <AriaDatePicker
        className={fieldStyles.field}
        value={date}
        onChange={(next) => onChange(next ? next.toString() : null)}
        minValue={minDate}
        placeholderValue={minDate ?? undefined}
        isDateUnavailable={unavailable}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={Boolean(message)}
        validationBehavior="aria"
        name={name}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <Group className={`${fieldStyles.control} ${styles.group}`}>
          <DateInput className={`${dateFieldStyles.input} ${styles.input}`}>
            {(segment) => <DateSegment segment={segment} className={dateFieldStyles.segment} />}
          </DateInput>
          <Button className={styles.calendarButton}>
            <Icon name="calendar" size={18} />
          </Button>
        </Group>
        {description ? <FieldDescription>{description}</FieldDescription> : null}
        <FieldErrorMessage>{message}</FieldErrorMessage>
        <Popover className={styles.popover} placement="bottom start" offset={4}>
          <Dialog className={styles.dialog} aria-label={`Choose ${label.toLowerCase()}`}>
            <Calendar className={styles.calendar}>
              <header className={styles.header}>
                <Button slot="previous" className={styles.navButton} aria-label="Previous month">
                  <Icon name="arrowLeft" size={16} />
                </Button>
                <Heading className={styles.heading} />
                <Button slot="next" className={`${styles.navButton} ${styles.next}`} aria-label="Next month">
                  <Icon name="arrowLeft" size={16} />
                </Button>
              </header>
              <CalendarGrid className={styles.grid}>
                {(day) => <CalendarCell date={day} className={styles.cell} />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
