import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const email = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const resend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const countdown = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.semibold });

export const verified = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.positiveSoft,
  color: vars.color.positive,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const verifiedMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  background: vars.color.positive,
  color: vars.color.textInverse,
});
