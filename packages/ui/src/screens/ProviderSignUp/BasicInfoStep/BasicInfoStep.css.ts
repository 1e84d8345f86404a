import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

const phone = '(max-width: 599px)';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.large,
  '@container': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const specialty = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  '@container': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: vars.space.medium } },
});

export const legend = style({
  display: 'inline-flex',
  gap: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
});

export const required = style({ color: vars.color.critical });
