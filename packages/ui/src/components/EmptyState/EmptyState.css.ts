import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const title = style({
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const description = style({ fontSize: vars.font.size.small, maxWidth: '40ch' });

export const action = style({ marginTop: vars.space.small });
