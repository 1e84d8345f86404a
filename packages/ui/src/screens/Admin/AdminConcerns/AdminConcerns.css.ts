import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

/** The two filters beside the heading; each takes the whole width on a phone. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(150px, 200px))',
  gap: vars.space.medium,
  '@container': {
    '(max-width: 520px)': { gridTemplateColumns: '1fr 1fr', width: '100%' },
  },
});
