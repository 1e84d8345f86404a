import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.large,
});

export const summary = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const buttons = style({ display: 'flex', gap: vars.space.small });
