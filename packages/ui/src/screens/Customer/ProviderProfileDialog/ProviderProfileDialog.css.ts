import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

// Sections lay out by the dialog body's width, so the same dialog stacks on a phone.
export const content = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  minWidth: 0,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const business = style({
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': { '(min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const sectionTitle = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const text = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: vars.space.small,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.brandHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

// Last, so it wins over `text` and `value` for 'Not provided' and 'Closed'.
export const muted = style({ color: vars.color.textMuted });

// An inline block moves to the next line whole when it fits there, so the address is not cut at a hyphen.
// An underline does not reach into an inline block by itself.
export const emailPart = style({
  display: 'inline-block',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  textDecoration: 'inherit',
  textUnderlineOffset: 'inherit',
});
