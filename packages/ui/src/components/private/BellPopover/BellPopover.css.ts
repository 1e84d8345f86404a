import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../themes/vars.css';

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The admin's unread count on the bell. */
export const count = style({
  position: 'absolute',
  top: '2px',
  right: '2px',
  minWidth: '18px',
  height: '18px',
  paddingInline: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.textInverse,
  fontSize: '11px',
  fontWeight: vars.font.weight.bold,
  lineHeight: '18px',
  textAlign: 'center',
});

/** The provider's unread dot (spec §2.3): a red dot at the bell's corner; the count is in its accessible name. */
export const dot = style({
  position: 'absolute',
  top: '8px',
  right: '8px',
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const popover = style({
  width: 'min(380px, calc(100vw - 24px))',
  maxHeight: 'min(520px, calc(100vh - 96px))',
  display: 'flex',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.large,
  outline: 'none',
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
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: '52px',
  paddingInline: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.font.size.standard, fontWeight: vars.font.weight.semibold });

export const state = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xlarge,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const list = style({ overflowY: 'auto' });

export const item = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxsmall,
    width: '100%',
    padding: `${vars.space.medium} ${vars.space.large}`,
    border: 'none',
    borderBottom: `1px solid ${vars.color.border}`,
    borderInlineStart: '3px solid transparent',
    background: vars.color.surface,
    color: vars.color.text,
    textAlign: 'start',
    font: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    },
  },
  variants: {
    unread: {
      true: { background: vars.color.brandSoft, borderInlineStartColor: vars.color.brand },
      false: { cursor: 'default' },
    },
  },
});

export const itemTop = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const itemTitle = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold });

export const itemMessage = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const itemTime = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted });

/** Story frame: the bell at the top right with room below for the popover. */
export const storyFrame = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.large,
  minHeight: '560px',
});

/** Read out by screen readers, where the highlight cannot be seen. */
export const hiddenText = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
