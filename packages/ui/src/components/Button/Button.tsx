import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'destructive'] as const;

type Variants = NonNullable<RecipeVariants<typeof styles.button>>;

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'isPending'> &
  Variants & {
    children: ReactNode;
    /** Shows a spinner, keeps the label for screen readers and blocks presses. */
    loading?: boolean;
    icon?: ReactNode;
  };

export function Button({ variant, size, fullWidth, loading = false, icon, children, ...rest }: ButtonProps) {
  return (
    <AriaButton {...rest} isPending={loading} className={styles.button({ variant, size, fullWidth })}>
      {loading ? <Spinner size="small" label="Working" /> : icon ? <span className={styles.icon}>{icon}</span> : null}
      <span>{children}</span>
    </AriaButton>
  );
}
