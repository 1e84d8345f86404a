import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'destructive'] as const;

type Variants = NonNullable<RecipeVariants<typeof styles.button>>;

export type ButtonProps = Variants & {
  children: ReactNode;
  onPress?: () => void;
  /** `button` unless told otherwise, so a button inside a form never submits it by accident. */
  type?: 'button' | 'submit' | 'reset';
  isDisabled?: boolean;
  /** Shows a spinner, keeps the label for screen readers and blocks presses (focus stays). */
  loading?: boolean;
  icon?: ReactNode;
  name?: string;
  form?: string;
  'aria-label'?: string;
};

/**
 * A native <button>: it is keyboard- and screen-reader-complete as it is, and costs no script.
 * React Aria's own Button is used where its components need one (dialog close, select trigger).
 */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  children,
  onPress,
  type = 'button',
  isDisabled = false,
  name,
  form,
  'aria-label': ariaLabel,
}: ButtonProps) {
  return (
    <button
      type={type}
      name={name}
      form={form}
      aria-label={ariaLabel}
      disabled={isDisabled}
      aria-disabled={loading || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={loading || undefined}
      className={styles.button({ variant, size, fullWidth })}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onPress?.();
      }}
    >
      {loading ? <Spinner size="small" label="Working" /> : icon ? <span className={styles.icon}>{icon}</span> : null}
      <span>{children}</span>
    </button>
  );
}
