import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  minHeight: '60vh',
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  textAlign: 'center',
});

export const title = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const description = style({ maxWidth: '44ch', fontSize: vars.font.size.small, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.medium,
  marginTop: vars.space.small,
});
