import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
});
