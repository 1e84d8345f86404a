import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const input = style({ gap: '1px', cursor: 'text' });

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.small,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.brand, color: vars.color.textInverse },
  },
});
