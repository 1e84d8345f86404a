import { type CalendarDate, parseDate } from '@internationalized/date';
import { useRef } from 'react';
import { DateField as AriaDateFieldBase, DateInput, DateSegment, I18nProvider } from 'react-aria-components';
import { useHandOver } from '../private/DateSegments/useHandOver';
import type { DateHandOver } from '../private/DateSegments/useStandIn';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/Field/Field';
import * as fieldStyles from '../private/Field/Field.css';
import type { DateFieldProps } from './DateField';
import * as styles from './DateField.css';
import { rangeMessage } from './dateRange';

function toCalendarDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/**
 * React Aria's DateField, loaded when the plain stand-in is first focused (issue 22); it takes the
 * focus and the keys typed meanwhile over from it.
 */
export default function AriaDateField({
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
  handOver,
}: DateFieldProps & { handOver?: DateHandOver }) {
  const groupRef = useRef<HTMLDivElement>(null);
  useHandOver(handOver, groupRef);
  const date = toCalendarDate(value);
  const message = errorMessage ?? rangeMessage(date ? value : null, min, max);
  return (
    <I18nProvider locale="en-US">
      <AriaDateFieldBase
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
        <DateInput ref={groupRef} className={`${fieldStyles.control} ${styles.input}`}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        {description ? <FieldDescription>{description}</FieldDescription> : null}
        <FieldErrorMessage>{message}</FieldErrorMessage>
      </AriaDateFieldBase>
    </I18nProvider>
  );
}
