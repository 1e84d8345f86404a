import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const group = style({ paddingInlineEnd: vars.space.xxsmall, gap: vars.space.xsmall });

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  padding: 0,
  minHeight: `calc(${vars.size.control} - 2px)`,
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});

export const icon = style({ width: '18px', height: '18px' });
