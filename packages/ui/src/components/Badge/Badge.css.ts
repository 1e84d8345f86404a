import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xxsmall,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.standard,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.neutralSoft, color: vars.color.neutral },
      info: { background: vars.color.infoSoft, color: vars.color.info },
      brand: { background: vars.color.brandSoft, color: vars.color.brandSoftText },
      positive: { background: vars.color.positiveSoft, color: vars.color.positive },
      caution: { background: vars.color.cautionSoft, color: vars.color.caution },
      critical: { background: vars.color.criticalSoft, color: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
