import { dateSegments } from '../private/DateSegments/dateSegments';
import { PlainDateInput } from '../private/DateSegments/PlainDateInput';
import { readIsoDate } from '../private/DateSegments/segments';
import { onDemandModule, useStandIn } from '../private/DateSegments/useStandIn';
import * as fieldStyles from '../private/Field/Field.css';
import * as styles from './DateField.css';
import { rangeMessage } from './dateRange';

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

/** React Aria's DateField and its date, spin-button and focus code (about 28 kB gzip), on first use. */
export const ariaDateField = onDemandModule(() => import('./AriaDateField'));

/**
 * A typed date with min/max, rendered month/day/year in the product's locale (en-US). Until it is
 * first focused it is a plain stand-in drawn and named exactly as React Aria's DateField; the focus
 * loads React Aria's and hands over to it, keys typed meanwhile included (issue 22).
 */
export function DateField(props: DateFieldProps) {
  const { handOver, focused, handlers } = useStandIn(ariaDateField);
  const Loaded = handOver ? ariaDateField.loaded()?.default : undefined;
  if (Loaded && handOver) return <Loaded {...props} handOver={handOver} />;

  const { label, value, min, max, description, errorMessage, isRequired = false, isDisabled = false, name } = props;
  const date = readIsoDate(value) ? value : null;
  const message = errorMessage ?? rangeMessage(date, min, max);
  return (
    <PlainDateInput
      label={label}
      isLabelHidden={false}
      segments={dateSegments(date)}
      inputClassName={`${fieldStyles.control} ${styles.input}`}
      segmentClassName={styles.segment}
      description={description}
      errorMessage={message}
      isInvalid={Boolean(message)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      formValue={date ?? ''}
      focused={focused}
      handlers={handlers}
    />
  );
}
