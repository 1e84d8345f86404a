import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const email = style({ color: vars.color.text, fontWeight: vars.font.weight.semibold });

export const resend = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  minHeight: vars.size.controlSmall,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

// Seconds change width as they tick; equal-width digits keep the line from jittering.
export const countdown = style({ fontVariantNumeric: 'tabular-nums' });
