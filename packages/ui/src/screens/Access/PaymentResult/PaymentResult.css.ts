import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const countdown = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  textAlign: 'center',
  // Seconds change width as they tick; equal-width digits keep the line still.
  fontVariantNumeric: 'tabular-nums',
  textWrap: 'balance',
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const confirming = style({ display: 'inline-flex', marginBottom: vars.space.xsmall });
