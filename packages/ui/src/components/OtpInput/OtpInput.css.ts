import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const input = style({
  maxWidth: '240px',
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.5em',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  paddingInlineStart: '0.5em',
  minHeight: '52px',
});
