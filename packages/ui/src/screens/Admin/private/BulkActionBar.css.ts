import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  marginBottom: vars.space.large,
  padding: `${vars.space.small} ${vars.space.large}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
});

export const count = style({ fontWeight: vars.font.weight.semibold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
