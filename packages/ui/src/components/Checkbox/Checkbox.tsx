import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import * as styles from './Checkbox.css';

export type CheckboxProps = {
  children: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  isInvalid?: boolean;
  name?: string;
};

export function Checkbox({ children, isSelected, onChange, isDisabled, isInvalid, name }: CheckboxProps) {
  return (
    <AriaCheckbox
      className={styles.checkbox}
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled ?? false}
      isInvalid={isInvalid ?? false}
      name={name}
    >
      {({ isSelected: checked }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {checked ? (
              <svg className={styles.mark} viewBox="0 0 12 12" fill="none" aria-hidden="true">
                <path d="m2.5 6.5 2.5 2.5 4.5-5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
