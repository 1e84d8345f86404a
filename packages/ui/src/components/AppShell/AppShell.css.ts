import { createContainer, createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

// The layout switches on the shell's own width, not the viewport's, so a shell inside a
// narrow frame (or the story runner, which ignores Storybook viewports) shows its phone layout.
const shellContainer = createContainer();
const compact = `${shellContainer} (max-width: 1023px)`;
// A phone: the page title needs the top bar's width; the menu drawer shows who is signed in.
const phone = `${shellContainer} (max-width: 479px)`;

/** Overrides the shell's full-viewport minimum height, e.g. inside a fixed-size preview frame. */
export const shellMinHeight = createVar();

export const root = style({
  containerName: shellContainer,
  containerType: 'inline-size',
  width: '100%',
  minHeight: fallbackVar(shellMinHeight, '100vh'),
  display: 'flex',
  background: vars.color.background,
});

export const shell = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)`,
  '@container': { [compact]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sidebar = style({
  position: 'sticky',
  top: 0,
  alignSelf: 'start',
  height: '100vh',
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  '@container': { [compact]: { display: 'none' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.topBar,
  paddingInline: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  flexShrink: 0,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.textInverse,
});

export const brandText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const productName = style({
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const area = style({
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textMuted,
});

export const nav = style({ padding: vars.space.medium });

export const navList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.control,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.brandSoftText,
      fontWeight: vars.font.weight.semibold,
    },
  },
});

export const navIcon = style({
  display: 'inline-flex',
  width: '20px',
  height: '20px',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { [`${navLink}[aria-current="page"] &`]: { color: vars.color.brand } },
});

export const helpBox = style({
  margin: `auto ${vars.space.medium} ${vars.space.medium}`,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.brandSoft,
  fontSize: vars.font.size.small,
  color: vars.color.text,
});

export const column = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  height: vars.size.topBar,
  paddingInline: vars.space.xlarge,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@container': { [compact]: { paddingInline: vars.space.large, gap: vars.space.small } },
});

const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  flexShrink: 0,
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

export const menuButton = style([
  iconButton,
  {
    display: 'none',
    marginInlineStart: `calc(-1 * ${vars.space.small})`,
    '@container': { [compact]: { display: 'inline-flex' } },
  },
]);

export const closeButton = iconButton;

export const title = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  '@container': { [compact]: { fontSize: vars.font.size.large } },
});

export const extras = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, flexShrink: 0 });

export const user = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  minWidth: 0,
  maxWidth: '240px',
  lineHeight: vars.font.lineHeight.tight,
  '@container': { [compact]: { maxWidth: '120px' }, [phone]: { display: 'none' } },
});

export const userName = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const userEmail = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  marginTop: vars.space.xxsmall,
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
});

export const userEmailTopBar = style([userEmail, { '@container': { [compact]: { display: 'none' } } }]);

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: vars.space.xxlarge,
  outline: 'none',
  '@container': { [compact]: { padding: vars.space.large } },
});

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: `min(${vars.size.sidebar} + ${vars.space.xxlarge}, calc(100vw - ${vars.space.xxlarge} * 2))`,
  background: vars.color.surface,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflowY: 'auto',
  outline: 'none',
});

export const drawerHeader = style([brand, { justifyContent: 'space-between', paddingInlineEnd: vars.space.small }]);

export const drawerBrand = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium, minWidth: 0 });

export const drawerFooter = style({ marginTop: 'auto' });

export const drawerUser = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.large} ${vars.space.xlarge}`,
  borderTop: `1px solid ${vars.color.border}`,
  lineHeight: vars.font.lineHeight.tight,
});

/** Story frame: a phone screen (375 × 740) in which the shell fills the height. */
export const storyPhoneScreen = style({
  width: '375px',
  height: '740px',
  overflow: 'auto',
  vars: { [shellMinHeight]: '100%' },
});

export const userMenuButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandSoftText,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
  // The initials are drawn, not written: text in the button that its name leaves out (they are
  // decoration) would fail the label-in-name check that speech input relies on.
  selectors: { '&::before': { content: 'attr(data-initials)' } },
});

export const userMenuPopover = style({
  minWidth: '220px',
  maxWidth: 'min(320px, calc(100vw - 24px))',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.large,
  outline: 'none',
  overflow: 'hidden',
});

export const userMenuHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const userMenu = style({ padding: vars.space.xsmall, outline: 'none' });

export const userMenuItem = style({
  display: 'block',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.surfaceMuted } },
});
