import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, maxWidth: 640 });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.large,
  '@container': { '(max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap' });

export const alert = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.critical}`,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const flags = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 0,
});

export const flag = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const flagHelp = style({ fontSize: vars.font.size.small, color: vars.color.textMuted, paddingLeft: 28 });

export const note = style({
  fontSize: vars.font.size.small,
  color: vars.color.caution,
  paddingLeft: 28,
  fontWeight: vars.font.weight.medium,
});
