import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  appearance: 'none',
  background: 'none',
  padding: `${vars.space.small} ${vars.space.large}`,
  marginTop: 0,
  marginLeft: 0,
  marginRight: 0,
  marginBottom: '-1px',
  borderTop: 'none',
  borderLeft: 'none',
  borderRight: 'none',
  borderBottom: '2px solid transparent',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const panel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } },
});
