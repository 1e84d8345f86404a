import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const message = style({
  fontSize: vars.font.size.standard,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
