import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../../themes/vars.css';

const phone = '(max-width: 599px)';

// The page lays out by its own width (container query), as the signed-out pages do.
export const root = style({ containerType: 'inline-size' });

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xlarge,
  minHeight: '100vh',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  background: `linear-gradient(165deg, ${vars.color.brandSoft} 0%, ${vars.color.background} 45%)`,
  '@container': { [phone]: { paddingBlock: vars.space.large, paddingInline: vars.space.small, gap: vars.space.large } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
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

export const progress = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  width: '100%',
  maxWidth: '640px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const progressStep = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  textAlign: 'center',
  // The line to the previous step runs from circle edge to circle edge (a 4 px gap each side): a
  // line drawn centre to centre passed over the previous step's digit, the later step painting last.
  selectors: {
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: '15px',
      right: 'calc(50% + 20px)',
      width: 'calc(100% - 40px)',
      height: '2px',
      background: vars.color.border,
    },
    '&[data-state="done"]:not(:first-child)::before, &[data-state="current"]:not(:first-child)::before': {
      background: vars.color.brand,
    },
  },
});

export const progressMarker = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    borderRadius: vars.radius.full,
    border: '2px solid',
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.bold,
  },
  variants: {
    state: {
      done: { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textInverse },
      current: { background: vars.color.surface, borderColor: vars.color.brand, color: vars.color.brand },
      upcoming: { background: vars.color.surface, borderColor: vars.color.border, color: vars.color.textMuted },
    },
  },
});

export const progressLabel = recipe({
  base: { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.tight },
  variants: {
    state: {
      done: { color: vars.color.text, fontWeight: vars.font.weight.medium },
      current: { color: vars.color.brand, fontWeight: vars.font.weight.bold },
      upcoming: { color: vars.color.textMuted },
    },
  },
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
    '@container': { [phone]: { padding: vars.space.large, gap: vars.space.large } },
  },
  variants: {
    width: {
      standard: { maxWidth: '640px' },
      wide: { maxWidth: '1040px' },
    },
  },
  defaultVariants: { width: 'standard' },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const stepOf = style({
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.brand,
});

export const title = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
  '@container': { [phone]: { fontSize: vars.font.size.xlarge } },
});

export const subtitle = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.positive,
});

export const footer = style({
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** Back on the left, the step's main action on the right; stacked, main action first, on a phone. */
export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.medium,
  '@container': { [phone]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

export const primaryAction = style({ marginInlineStart: 'auto', '@container': { [phone]: { marginInlineStart: 0 } } });

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
