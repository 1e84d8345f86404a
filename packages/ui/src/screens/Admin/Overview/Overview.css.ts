import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.large,
});

export const state = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xlarge,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const activity = style({ display: 'flex', flexDirection: 'column' });

export const activityItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const activityTop = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.small });

export const time = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted });
