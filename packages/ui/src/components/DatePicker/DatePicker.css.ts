import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const group = style({
  gap: vars.space.small,
  paddingInlineEnd: vars.space.xsmall,
  selectors: {
    // React Aria marks the picker, not always its group, as invalid.
    '[data-invalid] > &': { borderColor: vars.color.critical, boxShadow: `0 0 0 1px ${vars.color.critical}` },
  },
});

export const input = style({ flex: 1, display: 'flex', minWidth: 0 });

const squareButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const calendarButton = squareButton;

export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const dialog = style({ padding: vars.space.medium, outline: 'none' });

export const calendar = style({ width: 'fit-content' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBottom: vars.space.small,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const navButton = squareButton;

// One arrow icon serves both ways.
export const next = style({ transform: 'scaleX(-1)' });

export const grid = style({ borderCollapse: 'collapse' });

globalStyle(`${grid} th`, {
  paddingBlock: vars.space.xsmall,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  margin: '1px',
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { background: vars.color.brand, color: vars.color.textInverse },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      cursor: 'default',
      background: 'transparent',
      opacity: 0.55,
    },
    // A closed day is struck through, so it does not read as merely past.
    '&[data-unavailable]': { textDecoration: 'line-through' },
  },
});
