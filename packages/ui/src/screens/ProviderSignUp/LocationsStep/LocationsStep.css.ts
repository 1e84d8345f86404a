import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

const phone = '(max-width: 599px)';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const locations = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const location = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  '@container': { [phone]: { padding: vars.space.medium } },
});

export const locationHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: vars.size.controlSmall,
});

export const locationTitle = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.medium,
  '@container': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const add = style({ alignSelf: 'flex-start' });
