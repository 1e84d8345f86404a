import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

const narrow = '(max-width: 879px)';
const phone = '(max-width: 599px)';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 300px',
  alignItems: 'start',
  gap: vars.space.xlarge,
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const plans = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.medium });

export const saveBadge = style({
  display: 'inline-flex',
  padding: `2px ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.positiveSoft,
  color: vars.color.positive,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
});

export const sectionTitle = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
  gap: vars.space.medium,
  '@container': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

const cardBase = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  cursor: 'pointer',
  outline: 'none',
  transition: 'border-color 120ms, box-shadow 120ms',
} as const;

export const card = style({
  ...cardBase,
  selectors: {
    '&[data-hovered]:not([data-selected])': { borderColor: vars.color.borderStrong },
    '&[data-selected]': {
      borderColor: vars.color.brand,
      boxShadow: `0 0 0 2px ${vars.color.brand}`,
      background: vars.color.brandSoft,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const addonCard = style({
  ...cardBase,
  cursor: 'default',
  gap: vars.space.medium,
  selectors: { '&[data-selected="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});

export const cardTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const planName = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const price = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xxsmall });

export const amount = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
});

export const per = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const billing = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const saving = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.positive,
});

export const description = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const summary = style({
  position: 'sticky',
  top: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
  '@container': { [narrow]: { position: 'static' } },
});

export const summaryLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0 });

export const summaryLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  fontSize: vars.font.size.small,
});

export const summaryAmount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', margin: 0 });

export const summaryTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
});

export const muted = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxlarge,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const processing = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.infoSoft,
  color: vars.color.info,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
});

export const actions = style({ marginTop: vars.space.xlarge });
