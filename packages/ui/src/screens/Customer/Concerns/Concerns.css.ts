import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

export const heading = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxlarge,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: {
    '&:first-child': { borderTop: 'none', paddingTop: 0 },
    '&:last-child': { paddingBottom: 0 },
  },
});

export const itemHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style({
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

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
