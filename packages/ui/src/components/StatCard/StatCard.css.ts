import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const card = style({
  display: 'flex',
  alignItems: 'stretch',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  minWidth: 0,
});

// The number sits at the foot of the card, so a row of cards whose labels wrap differently still
// shows its numbers on one line.
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const hint = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted });

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: vars.radius.medium,
    flexShrink: 0,
    alignSelf: 'flex-start',
  },
  variants: {
    tone: {
      brand: { background: vars.color.brandSoft, color: vars.color.brand },
      positive: { background: vars.color.positiveSoft, color: vars.color.positive },
      caution: { background: vars.color.cautionSoft, color: vars.color.caution },
      info: { background: vars.color.infoSoft, color: vars.color.info },
    },
  },
  defaultVariants: { tone: 'brand' },
});
