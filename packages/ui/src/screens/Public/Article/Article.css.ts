import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const state = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xlarge });

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const back = style({
  fontSize: vars.font.size.small,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const title = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const date = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const cover = style({ width: '100%', height: 'auto', borderRadius: vars.radius.large });
