import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const rowBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@container': {
    '(min-width: 640px)': { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
  },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const provider = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const when = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  flexShrink: 0,
});
