import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  background: vars.color.overlay,
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(100vh - 32px)',
    display: 'flex',
    background: vars.color.surface,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    outline: 'none',
  },
  variants: {
    size: {
      small: { maxWidth: '400px' },
      medium: { maxWidth: '560px' },
      large: { maxWidth: '800px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.xlarge} ${vars.space.xlarge} ${vars.space.small}`,
});

export const title = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  marginTop: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const body = style({
  padding: `${vars.space.small} ${vars.space.xlarge} ${vars.space.xlarge}`,
  overflowY: 'auto',
});

// A container, so a dialog's own footer buttons can lay out by the room the footer has.
export const footer = style({
  containerType: 'inline-size',
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.small,
  padding: `${vars.space.large} ${vars.space.xlarge}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});
