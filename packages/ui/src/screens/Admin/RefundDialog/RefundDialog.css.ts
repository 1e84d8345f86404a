import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: vars.space.medium,
});
