import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../../themes/vars.css';

// The page lays out by its own width (container query), so a phone-width frame in a story or a
// narrow split view shows the phone layout just like a phone does.
export const root = style({ containerType: 'inline-size' });

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xlarge,
  minHeight: '100vh',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  background: `linear-gradient(165deg, ${vars.color.brandSoft} 0%, ${vars.color.background} 55%)`,
  '@container': {
    '(max-width: 479px)': {
      justifyContent: 'flex-start',
      paddingBlock: vars.space.xlarge,
      paddingInline: vars.space.small,
    },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
});

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.small,
});

export const brandName = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
});

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xlarge,
    width: '100%',
    padding: vars.space.xxlarge,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.medium,
    '@container': {
      '(max-width: 479px)': { padding: vars.space.xlarge, gap: vars.space.large },
    },
  },
  variants: {
    width: {
      standard: { maxWidth: '440px' },
      wide: { maxWidth: '600px' },
    },
  },
  defaultVariants: { width: 'standard' },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  textAlign: 'center',
});

export const title = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
  '@container': { '(max-width: 479px)': { fontSize: vars.font.size.xlarge } },
});

export const subtitle = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  textWrap: 'balance',
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  textWrap: 'balance',
});

export const statusIcon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '56px',
    height: '56px',
    borderRadius: vars.radius.full,
    marginBottom: vars.space.xsmall,
  },
  variants: {
    tone: {
      brand: { background: vars.color.brandSoft, color: vars.color.brand },
      positive: { background: vars.color.positiveSoft, color: vars.color.positive },
      caution: { background: vars.color.cautionSoft, color: vars.color.caution },
    },
  },
  defaultVariants: { tone: 'brand' },
});

export const statusGlyph = style({ width: '28px', height: '28px' });

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.critical}`,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
});

export const alertIcon = style({ flexShrink: 0, width: '18px', height: '18px', marginTop: '1px' });

export const link = style({ fontWeight: vars.font.weight.semibold });

// An address broken at its hyphen reads as two addresses.
export const contact = style({ whiteSpace: 'nowrap' });
