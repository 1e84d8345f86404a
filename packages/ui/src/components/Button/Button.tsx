import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ReactNode, Ref } from 'react';
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
  /** For a page that moves focus here, e.g. to the button that takes the place of the one pressed. */
  ref?: Ref<HTMLButtonElement>;
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
  ref,
}: ButtonProps) {
  return (
    <button
      ref={ref}
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

export type ButtonLinkProps = Variants & {
  children: ReactNode;
  href: string;
  /** Opens in a new tab (without giving it this window), e.g. a public page seen from the admin area. */
  newTab?: boolean;
  icon?: ReactNode;
  'aria-label'?: string;
};

/** A link that looks like a Button: it goes somewhere (a real address the browser can open in a tab), it does not act. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  children,
  href,
  newTab = false,
  'aria-label': ariaLabel,
}: ButtonLinkProps) {
  return (
    <a
      href={href}
      aria-label={ariaLabel}
      className={styles.button({ variant, size, fullWidth })}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span>{children}</span>
    </a>
  );
}
