import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const fieldRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const preview = style({
  width: vars.size.control,
  height: vars.size.control,
  flexShrink: 0,
  borderRadius: vars.radius.medium,
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
});

export const hexInput = style({ maxWidth: '140px', fontVariantNumeric: 'tabular-nums', textTransform: 'uppercase' });

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const swatchItem = style({
  padding: '2px',
  borderRadius: vars.radius.medium,
  outline: 'none',
  cursor: 'pointer',
  border: '2px solid transparent',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const swatch = style({ width: '24px', height: '24px', borderRadius: vars.radius.small });
