import { type ReactNode, useEffect, useId, useState } from 'react';
import * as fieldStyles from '../private/Field/Field.css';
import { focusShouldBeVisible, trackLastInteraction } from '../private/focusVisible/lastInteraction';
import { useMouseHover } from '../private/mouseHover/useMouseHover';
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

/**
 * One choice out of a few, side by side (a radio group that looks like a switch). The segments are
 * native radio inputs sharing a name: the browser gives the arrow keys (move and select), the single
 * tab stop on the chosen one and the radio semantics, so the control needs no React Aria code and is
 * light enough for the pages that show it when they open.
 */
export function SegmentedControl<Value extends string>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  isDisabled = false,
  isFullWidth = false,
}: SegmentedControlProps<Value>) {
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <div
      role="radiogroup"
      className={styles.group}
      aria-label={hideLabel ? label : undefined}
      aria-labelledby={hideLabel ? undefined : labelId}
      aria-orientation="horizontal"
      aria-disabled={isDisabled || undefined}
      data-disabled={isDisabled || undefined}
    >
      {hideLabel ? null : (
        <span id={labelId} className={fieldStyles.label}>
          {label}
        </span>
      )}
      <div className={isFullWidth ? styles.fullTrack : styles.track}>
        {options.map((option) => (
          <Segment
            key={option.value}
            name={id}
            value={option.value}
            className={isFullWidth ? styles.fullSegment : styles.segment}
            isSelected={option.value === value}
            isDisabled={isDisabled}
            onSelect={() => onChange(option.value)}
          >
            {option.label}
          </Segment>
        ))}
      </div>
    </div>
  );
}

/**
 * One segment: the label around its hidden radio input, with the state attributes React Aria's Radio
 * put on it (selected, hovered by a mouse or pen, focused from the keyboard, disabled), which the
 * styles draw.
 */
function Segment({
  name,
  value,
  className,
  isSelected,
  isDisabled,
  onSelect,
  children,
}: {
  name: string;
  value: string;
  className: string;
  isSelected: boolean;
  isDisabled: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  const { isHovered, hoverProps } = useMouseHover();
  const [isFocusVisible, setFocusVisible] = useState(false);
  useEffect(trackLastInteraction, []);
  return (
    <label
      className={className}
      data-selected={isSelected || undefined}
      data-hovered={(isHovered && !isDisabled) || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={isDisabled || undefined}
      {...hoverProps}
    >
      <span className={styles.hiddenInput}>
        <input
          type="radio"
          name={name}
          value={value}
          checked={isSelected}
          disabled={isDisabled}
          onChange={onSelect}
          onFocus={() => setFocusVisible(focusShouldBeVisible())}
          onBlur={() => setFocusVisible(false)}
          onKeyDown={() => setFocusVisible(true)}
        />
      </span>
      {children}
    </label>
  );
}
