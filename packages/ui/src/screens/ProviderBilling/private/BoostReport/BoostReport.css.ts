import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css';

/** Wide enough for the four columns; on a wide page the numbers stay near their names. */
export const report = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
  maxWidth: '44rem',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
});

export const head = style({
  textAlign: 'end',
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  padding: `${vars.space.xxsmall} 0 ${vars.space.xxsmall} ${vars.space.small}`,
  selectors: { '&:first-child': { textAlign: 'start', paddingInlineStart: 0 } },
});

export const metric = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
  padding: `${vars.space.xxsmall} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const cell = style({
  textAlign: 'end',
  padding: `${vars.space.xxsmall} 0 ${vars.space.xxsmall} ${vars.space.small}`,
  borderTop: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
