import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

/** The status and date filters beside the search: side by side, wrapping on a phone. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.medium,
  flex: '2 1 420px',
});
