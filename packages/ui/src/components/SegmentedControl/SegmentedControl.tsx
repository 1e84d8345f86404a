import type { ReactNode } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { FieldLabel } from '../private/Field/Field';
import * as styles from './SegmentedControl.css';

export type SegmentedOption<Value extends string> = { value: Value; label: ReactNode };

export type SegmentedControlProps<Value extends string> = {
  label: string;
  /** Hides the label visually; it still names the group for screen readers. */
  hideLabel?: boolean;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  isDisabled?: boolean;
  /** The segments share the whole width in one row and their labels wrap inside them, so the row never breaks. */
  isFullWidth?: boolean;
};

/** One choice out of a few, side by side (a radio group that looks like a switch). */
export function SegmentedControl<Value extends string>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  isDisabled = false,
  isFullWidth = false,
}: SegmentedControlProps<Value>) {
  const byValue = new Map<string, Value>(options.map((option) => [option.value, option.value]));
  return (
    <RadioGroup
      className={styles.group}
      value={value}
      onChange={(next) => {
        const chosen = byValue.get(next);
        if (chosen !== undefined) onChange(chosen);
      }}
      isDisabled={isDisabled}
      orientation="horizontal"
      aria-label={hideLabel ? label : undefined}
    >
      {hideLabel ? null : <FieldLabel>{label}</FieldLabel>}
      <div className={isFullWidth ? styles.fullTrack : styles.track}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={isFullWidth ? styles.fullSegment : styles.segment}>
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
