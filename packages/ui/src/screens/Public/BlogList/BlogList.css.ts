import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const heading = style({ fontSize: vars.font.size.xxlarge, fontWeight: vars.font.weight.bold });

export const state = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xlarge });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const post = style({
  display: 'flex',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@container': { '(max-width: 479px)': { flexDirection: 'column' } },
});

export const cover = style({
  width: '200px',
  height: '112px',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  '@container': { '(max-width: 479px)': { width: '100%', height: 'auto', aspectRatio: '16 / 9' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const title = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.semibold });

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
});

export const date = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted });

export const excerpt = style({ fontSize: vars.font.size.standard, color: vars.color.textMuted });
