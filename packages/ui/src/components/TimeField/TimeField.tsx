import { PlainDateInput } from '../private/DateSegments/PlainDateInput';
import { readTime, timeSegments } from '../private/DateSegments/timeSegments';
import { onDemandModule, useStandIn } from '../private/DateSegments/useStandIn';
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

/** React Aria's TimeField and its date, spin-button and focus code, on first use. */
export const ariaTimeField = onDemandModule(() => import('./AriaTimeField'));

/**
 * A typed time of day, shown in 12-hour form with AM/PM in the product's locale (en-US), kept as
 * 'HH:MM'. Until it is first focused it is a plain stand-in drawn and named exactly as React Aria's
 * TimeField; the focus loads React Aria's and hands over to it, keys typed meanwhile included.
 */
export function TimeField(props: TimeFieldProps) {
  const { handOver, focused, handlers } = useStandIn(ariaTimeField);
  const Loaded = handOver ? ariaTimeField.loaded()?.default : undefined;
  if (Loaded && handOver) return <Loaded {...props} handOver={handOver} />;

  const { label, value, errorMessage, isInvalid = false, isDisabled = false, isLabelHidden = false } = props;
  const time = readTime(value);
  return (
    <PlainDateInput
      label={label}
      isLabelHidden={isLabelHidden}
      segments={timeSegments(value)}
      inputClassName={`${fieldStyles.control} ${styles.input}`}
      segmentClassName={styles.segment}
      description={undefined}
      errorMessage={errorMessage}
      isInvalid={isInvalid || Boolean(errorMessage)}
      isRequired={false}
      isDisabled={isDisabled}
      name={undefined}
      formValue={time ? `${value.slice(0, 5)}:00` : ''}
      focused={focused}
      handlers={handlers}
    />
  );
}
