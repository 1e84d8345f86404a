import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    borderRadius: vars.radius.medium,
    borderWidth: '1px',
    borderStyle: 'solid',
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background-color 120ms, border-color 120ms',
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.textInverse,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandHover },
          '&:active:not(:disabled):not([data-pending])': { background: vars.color.brandActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        borderColor: vars.color.border,
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      ghost: {
        background: 'transparent',
        borderColor: 'transparent',
        color: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
      },
      destructive: {
        background: vars.color.critical,
        borderColor: vars.color.critical,
        color: vars.color.textInverse,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.criticalHover } },
      },
    },
    size: {
      small: {
        minHeight: vars.size.controlSmall,
        paddingInline: vars.space.medium,
        fontSize: vars.font.size.small,
      },
      medium: {
        minHeight: vars.size.control,
        paddingInline: vars.space.large,
        fontSize: vars.font.size.standard,
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export const icon = style({ display: 'inline-flex', width: '18px', height: '18px' });
