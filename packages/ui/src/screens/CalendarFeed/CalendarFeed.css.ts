import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const feed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const feedLabel = style({ padding: 0, fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold });

export const url = style({
  display: 'block',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.small,
  // A link is one long word: it wraps anywhere rather than pushing the card wider than a phone.
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const actions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap' });

export const help = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const alert = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.critical}`,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});
