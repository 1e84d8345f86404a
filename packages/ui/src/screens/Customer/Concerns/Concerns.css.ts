import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
});

export const replies = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginTop: vars.space.small,
  paddingLeft: vars.space.medium,
  borderLeft: `3px solid ${vars.color.border}`,
});

export const repliesTitle = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold });

export const replyList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, listStyle: 'none' });

export const reply = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const replyBody = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
