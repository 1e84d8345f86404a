import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.large} ${vars.space.large} ${vars.space.xlarge}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
});

export const link = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.small,
    },
  },
});

export const copyright = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted });
