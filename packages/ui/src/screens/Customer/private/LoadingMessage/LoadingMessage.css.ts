import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});
