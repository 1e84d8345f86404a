import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

// The shared control is sized for one line; a text area grows downwards from the top instead.
export const textArea = style({
  alignItems: 'flex-start',
  minHeight: '120px',
  paddingBlock: vars.space.small,
  lineHeight: vars.font.lineHeight.standard,
  resize: 'vertical',
  fontFamily: 'inherit',
});
