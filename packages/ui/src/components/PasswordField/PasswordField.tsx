import { useState } from 'react';
import * as fieldStyles from '../private/Field/Field.css';
import { NativeFieldFrame, useNativeField } from '../private/Field/NativeField';
import * as styles from './PasswordField.css';

export type PasswordFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  autoComplete?: 'current-password' | 'new-password';
  /** Controlled visibility, for flows that keep it in their state; uncontrolled otherwise. */
  isVisible?: boolean;
  onVisibilityChange?: (visible: boolean) => void;
};

export function PasswordField({
  label,
  value,
  onChange,
  placeholder,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  name,
  autoComplete = 'current-password',
  isVisible,
  onVisibilityChange,
}: PasswordFieldProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const visible = isVisible ?? ownVisible;
  const { ids, frame, aria } = useNativeField({ label, isRequired, isDisabled, description, errorMessage });
  const toggle = () => {
    setOwnVisible(!visible);
    onVisibilityChange?.(!visible);
  };
  return (
    <NativeFieldFrame {...frame}>
      <div
        className={`${fieldStyles.control} ${styles.group}`}
        data-invalid={Boolean(errorMessage) || undefined}
        data-disabled={isDisabled || undefined}
      >
        <input
          id={ids.control}
          className={styles.input}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          name={name}
          autoComplete={autoComplete}
          placeholder={placeholder}
          disabled={isDisabled}
          {...aria}
        />
        <button
          type="button"
          className={styles.toggle}
          onClick={toggle}
          disabled={isDisabled}
          aria-label={visible ? 'Hide password' : 'Show password'}
        >
          {visible ? (
            <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true">
              <path strokeWidth="1.75" strokeLinecap="round" d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8" />
              <path
                strokeWidth="1.75"
                strokeLinecap="round"
                d="M9.9 5.1A9.8 9.8 0 0 1 12 5c5 0 8.5 4.5 9.5 7-.4 1-1.2 2.3-2.3 3.5M6.6 6.6C4.6 7.9 3.2 10 2.5 12c1 2.5 4.5 7 9.5 7 1.6 0 3-.4 4.3-1.1"
              />
            </svg>
          ) : (
            <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true">
              <path strokeWidth="1.75" d="M2.5 12c1-2.5 4.5-7 9.5-7s8.5 4.5 9.5 7c-1 2.5-4.5 7-9.5 7s-8.5-4.5-9.5-7Z" />
              <circle strokeWidth="1.75" cx="12" cy="12" r="3" />
            </svg>
          )}
        </button>
      </div>
    </NativeFieldFrame>
  );
}
