import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../themes/vars.css';

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

export const item = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    paddingBlock: vars.space.large,
    borderTop: `1px solid ${vars.color.border}`,
    selectors: {
      '&:first-child': { borderTop: 'none', paddingTop: 0 },
      '&:last-child': { paddingBottom: 0 },
    },
  },
  variants: {
    density: {
      comfortable: { gap: vars.space.small },
      compact: { gap: vars.space.xsmall },
    },
  },
  defaultVariants: { density: 'comfortable' },
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
