import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

// As wide as the Verify button under it, the digits in the middle: a narrow box on the left looked unfinished.
export const input = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.5em',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  paddingInlineStart: '0.5em',
  minHeight: '52px',
});
