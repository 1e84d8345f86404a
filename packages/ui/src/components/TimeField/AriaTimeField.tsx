import { parseTime, type Time } from '@internationalized/date';
import { useRef } from 'react';
import { TimeField as AriaTimeFieldBase, DateInput, DateSegment, I18nProvider } from 'react-aria-components';
import { useHandOver } from '../private/DateSegments/useHandOver';
import type { DateHandOver } from '../private/DateSegments/useStandIn';
import { FieldErrorMessage, FieldLabel } from '../private/Field/Field';
import * as fieldStyles from '../private/Field/Field.css';
import type { TimeFieldProps } from './TimeField';
import * as styles from './TimeField.css';

function toTime(value: string): Time | null {
  if (!value) return null;
  try {
    return parseTime(value);
  } catch {
    return null;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * React Aria's TimeField, loaded when the plain stand-in is first focused (issue 22); it takes the
 * focus and the keys typed meanwhile over from it.
 */
export default function AriaTimeField({
  label,
  value,
  onChange,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  isLabelHidden = false,
  handOver,
}: TimeFieldProps & { handOver?: DateHandOver }) {
  const groupRef = useRef<HTMLDivElement>(null);
  useHandOver(handOver, groupRef);
  return (
    <I18nProvider locale="en-US">
      <AriaTimeFieldBase
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
        <DateInput ref={groupRef} className={`${fieldStyles.control} ${styles.input}`}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      </AriaTimeFieldBase>
    </I18nProvider>
  );
}
