import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { ErrorIcon } from './ErrorIcon';
import * as styles from './Field.css';

/** Field label; the red asterisk is decorative, the control itself carries `aria-required`. */
export function FieldLabel({ children, isRequired = false }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired ? (
        <span aria-hidden="true" className={styles.requiredMarker}>
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Help text, linked to the control through `aria-describedby` by React Aria's `description` slot. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/**
 * Renders only while the field is invalid; React Aria then adds its id to the control's
 * `aria-describedby`, so the message is announced with the control.
 * Without children it shows React Aria's own validation errors (e.g. a date out of range).
 */
export function FieldErrorMessage({ children }: { children?: string | undefined }) {
  return (
    <FieldError className={styles.error}>
      {({ validationErrors }) => (
        <>
          <ErrorIcon />
          <span>{children ?? validationErrors.join(' ')}</span>
        </>
      )}
    </FieldError>
  );
}
