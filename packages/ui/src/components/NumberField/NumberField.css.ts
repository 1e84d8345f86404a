import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const group = style({ gap: vars.space.xsmall });

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const affix = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
