import type { ReactNode } from 'react';
import * as styles from './Checkbox.css';

export type CheckboxProps = {
  children: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  isInvalid?: boolean;
  name?: string;
};

/** A native checkbox inside its label (so the label names it), drawn by the box beside it. */
export function Checkbox({
  children,
  isSelected,
  onChange,
  isDisabled = false,
  isInvalid = false,
  name,
}: CheckboxProps) {
  return (
    <label
      className={styles.checkbox}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
    >
      <input
        type="checkbox"
        className={styles.input}
        checked={isSelected}
        onChange={(event) => onChange(event.target.checked)}
        disabled={isDisabled}
        aria-invalid={isInvalid || undefined}
        name={name}
      />
      <span className={styles.box} aria-hidden="true">
        {isSelected ? (
          <svg className={styles.mark} viewBox="0 0 12 12" fill="none" aria-hidden="true">
            <path d="m2.5 6.5 2.5 2.5 4.5-5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        ) : null}
      </span>
      {children}
    </label>
  );
}
