import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

// Wide tables scroll sideways on phones instead of squeezing their columns.
export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.small });

export const column = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  textAlign: 'left',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  outline: 'none',
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const cell = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  verticalAlign: 'middle',
  outline: 'none',
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xlarge,
  color: vars.color.brand,
});
