import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const waiting = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
