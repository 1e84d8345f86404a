import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

// Container queries follow the form's own width, so the two-column rows fold on a phone.
export const form = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
  alignItems: 'start',
  '@container': { '(min-width: 440px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fullRow = style({
  '@container': { '(min-width: 440px)': { gridColumn: '1 / -1' } },
});
