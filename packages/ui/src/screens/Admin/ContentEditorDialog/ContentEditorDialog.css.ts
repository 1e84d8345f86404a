import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const preview = style({
  minHeight: '220px',
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});
