import { style } from '@vanilla-extract/css';
import { vars } from '../../../../themes/vars.css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const name = style({
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const address = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const pin = style({ flexShrink: 0, marginTop: '1px' });
