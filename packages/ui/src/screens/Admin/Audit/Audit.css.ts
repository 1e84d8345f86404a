import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

/** The filters above the log: as many to a row as fit, one under another on a phone. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.large,
  marginBottom: vars.space.large,
  alignItems: 'end',
});

export const filterActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBottom: vars.space.large,
});

export const action = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** An e-mail or an address: broken only where it would not fit, never in a column wide enough. */
export const mutedValue = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  overflowWrap: 'break-word',
});
