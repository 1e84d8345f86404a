import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

const heading = {
  marginTop: vars.space.medium,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
} as const;

export const h2 = style({ ...heading, fontSize: vars.font.size.xlarge });
export const h3 = style({ ...heading, fontSize: vars.font.size.large });
export const h4 = style({ ...heading, fontSize: vars.font.size.standard });

export const paragraph = style({});

export const unorderedList = style({ paddingInlineStart: vars.space.xlarge, listStyle: 'disc' });
export const orderedList = style({ paddingInlineStart: vars.space.xlarge, listStyle: 'decimal' });
export const listItem = style({ marginBlock: vars.space.xxsmall });

export const link = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  selectors: { '&:hover': { color: vars.color.brandHover } },
});

export const quote = style({
  paddingInlineStart: vars.space.large,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export const code = style({
  fontFamily: mono,
  fontSize: '0.9em',
  paddingInline: '0.25em',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
});

export const pre = style({
  padding: vars.space.medium,
  overflowX: 'auto',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  fontFamily: mono,
  fontSize: vars.font.size.small,
});

export const rule = style({ border: 'none', borderTop: `1px solid ${vars.color.border}` });

export const image = style({ maxWidth: '100%', height: 'auto', borderRadius: vars.radius.medium });
