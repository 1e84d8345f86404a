import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
  padding: vars.space.large,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.medium,
  fontSize: vars.font.size.small,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const note = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.textMuted,
});
