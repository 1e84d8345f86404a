import { type ReactNode, useId } from 'react';
import * as styles from './Field.css';

/**
 * Ids that tie a native control to its label, help text and error message. The simple controls
 * (text, password, checkbox, button) are native elements: they are accessible as they are, and
 * the sign-in page, the first thing most people load, then needs no React Aria code at all.
 */
export function useFieldIds() {
  const id = useId();
  return { control: `${id}-control`, description: `${id}-description`, error: `${id}-error` };
}

type FieldIds = ReturnType<typeof useFieldIds>;

/** `aria-describedby` for a control: its help text and, while invalid, its error message. */
export function describedBy(
  ids: FieldIds,
  { description, errorMessage }: { description?: string | undefined; errorMessage?: string | undefined },
): string | undefined {
  const refs = [description ? ids.description : null, errorMessage ? ids.error : null].filter(Boolean);
  return refs.length > 0 ? refs.join(' ') : undefined;
}

/**
 * What a screen reader reads of a control's state. Validation messages come from the flows as
 * `errorMessage`; `required` would add the browser's own bubbles, so it is `aria-required`.
 */
function nativeControlAria(
  ids: FieldIds,
  {
    isRequired,
    description,
    errorMessage,
  }: { isRequired: boolean; description?: string | undefined; errorMessage?: string | undefined },
) {
  return {
    'aria-required': isRequired || undefined,
    'aria-invalid': Boolean(errorMessage) || undefined,
    'aria-describedby': describedBy(ids, { description, errorMessage }),
  };
}

/** What every native field shows around its control. */
export type NativeFieldParts = {
  label: string;
  isRequired: boolean;
  isDisabled: boolean;
  description?: string | undefined;
  errorMessage?: string | undefined;
};

/** One field's ids, its frame's props and its control's ARIA state. */
export function useNativeField(parts: NativeFieldParts) {
  const ids = useFieldIds();
  return { ids, frame: { ids, ...parts }, aria: nativeControlAria(ids, parts) };
}

/** A field around its control: the label, then the control, its help text and its error message. */
export function NativeFieldFrame({
  ids,
  label,
  isRequired,
  isDisabled,
  description,
  errorMessage,
  children,
}: NativeFieldParts & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className={styles.field} data-disabled={isDisabled || undefined}>
      <NativeFieldLabel htmlFor={ids.control} isRequired={isRequired}>
        {label}
      </NativeFieldLabel>
      {children}
      {description ? <NativeFieldDescription id={ids.description}>{description}</NativeFieldDescription> : null}
      <NativeFieldError id={ids.error} message={errorMessage} />
    </div>
  );
}

/** The label; the red asterisk is decorative, the control itself carries `aria-required`. */
export function NativeFieldLabel({
  htmlFor,
  isRequired,
  children,
}: {
  htmlFor: string;
  isRequired: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {isRequired ? (
        <span aria-hidden="true" className={styles.requiredMarker}>
          *
        </span>
      ) : null}
    </label>
  );
}

export function NativeFieldDescription({ id, children }: { id: string; children: ReactNode }) {
  return (
    <span id={id} className={styles.description}>
      {children}
    </span>
  );
}

/** Rendered only while there is a message; the control names it in `aria-describedby`. */
export function NativeFieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <span id={id} className={styles.error}>
      <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
        <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v4.75h-1.5V4.5Zm.75 7.75a.95.95 0 1 1 0-1.9.95.95 0 0 1 0 1.9Z" />
      </svg>
      <span>{message}</span>
    </span>
  );
}
