import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space.small,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: {
    // React Aria marks the select, not its trigger button, as invalid: without this the box stayed grey.
    '[data-invalid] > &': { borderColor: vars.color.critical, boxShadow: `0 0 0 1px ${vars.color.critical}` },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({ width: '16px', height: '16px', flexShrink: 0, color: vars.color.textMuted });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '320px',
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  padding: vars.space.xsmall,
  outline: 'none',
});

export const listBox = style({ outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.standard,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft, color: vars.color.brandSoftText },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
  },
});

export const check = style({ width: '16px', height: '16px', color: vars.color.brand });
