import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const what = style({ fontWeight: vars.font.weight.semibold });

export const failed = style({ color: vars.color.critical });

export const details = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const when = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.medium });

export const summary = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  marginTop: vars.space.small,
});
