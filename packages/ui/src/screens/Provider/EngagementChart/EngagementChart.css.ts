import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** The bars take the text colour of this box (`fill="currentColor"`), so they follow the theme. */
export const plot = style({
  height: 240,
  width: '100%',
  color: vars.color.brand,
  fontSize: vars.font.size.xsmall,
});

export const empty = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});
