import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const heading = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
});

export const label = style({ fontWeight: vars.font.weight.medium });

export const value = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  height: 10,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  overflow: 'hidden',
});

/** Each bar as wide as its step against the widest (an inline width); a step of 0 has none. */
export const fill = style({
  height: '100%',
  minWidth: 2,
  background: vars.color.brand,
  borderRadius: vars.radius.full,
});

export const rate = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const note = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });
