import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
});

export const heading = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
  '@container': {
    '(min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(min-width: 840px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

// The grid follows the panel's width, not the window's, so it also fits inside dialogs and sidebars.
export const container = style({ containerType: 'inline-size' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
