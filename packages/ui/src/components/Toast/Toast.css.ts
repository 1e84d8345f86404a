import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

// spec: notifications appear at the top right.
export const region = style({
  position: 'fixed',
  top: vars.space.large,
  right: vars.space.large,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: 'min(380px, calc(100vw - 32px))',
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.large,
    borderRadius: vars.radius.medium,
    border: '1px solid',
    boxShadow: vars.shadow.medium,
    background: vars.color.surface,
    color: vars.color.text,
    outline: 'none',
    selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  },
  variants: {
    tone: {
      success: { borderColor: vars.color.positive, borderLeftWidth: '4px' },
      info: { borderColor: vars.color.border, borderLeftColor: vars.color.brand, borderLeftWidth: '4px' },
      // Destructive: a filled red toast, distinct from success even without colour vision.
      critical: { background: vars.color.critical, borderColor: vars.color.critical, color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const title = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold });

export const description = style({ fontSize: vars.font.size.small, opacity: 0.9 });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: 'rgba(127, 127, 127, 0.18)' },
    '&[data-focus-visible]': { outline: '2px solid currentColor' },
  },
});

/** The always-present polite live region, seen by screen readers only. */
export const announcer = style({
  position: 'absolute',
  // Pinned to the corner: at its place after the page it would make the page a pixel taller.
  top: 0,
  left: 0,
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
