import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../themes/vars.css';

export const nameCell = recipe({
  base: { display: 'flex', alignItems: 'flex-start', gap: vars.space.small },
  variants: { nested: { true: { paddingInlineStart: vars.space.xlarge }, false: {} } },
});

export const swatch = style({
  width: '14px',
  height: '14px',
  flexShrink: 0,
  marginTop: '3px',
  borderRadius: vars.radius.full,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});
