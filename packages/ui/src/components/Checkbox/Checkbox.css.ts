import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  color: vars.color.text,
  cursor: 'pointer',
  position: 'relative',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

// Visually hidden, still focusable and announced: the box beside it draws the state.
export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  flexShrink: 0,
  borderRadius: vars.radius.small,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textInverse,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${checkbox}:has(input:focus-visible) &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const mark = style({ width: '12px', height: '12px' });
