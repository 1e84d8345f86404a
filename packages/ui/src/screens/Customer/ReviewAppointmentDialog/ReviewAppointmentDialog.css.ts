import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const stars = style({ display: 'flex', gap: vars.space.xsmall });

export const star = style({
  display: 'inline-flex',
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  color: vars.color.border,
  cursor: 'pointer',
  selectors: {
    '&[data-chosen]': { color: vars.color.caution },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const legend = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  marginBottom: vars.space.xsmall,
});

export const alert = style({
  fontSize: vars.font.size.small,
  color: vars.color.critical,
  fontWeight: vars.font.weight.medium,
});

export const muted = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });
