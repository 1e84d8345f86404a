import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: vars.size.topBar,
  paddingInline: vars.space.xlarge,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@container': { '(max-width: 479px)': { paddingInline: vars.space.large } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textDecoration: 'none',
});

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.textInverse,
});

export const headerLinks = style({ display: 'flex', gap: vars.space.large });

export const headerLink = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '760px',
  marginInline: 'auto',
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
});
