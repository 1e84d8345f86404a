import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

/** Five cards in a row; two columns below 900 px, where the first (search impressions) spans both. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.large,
  '@container': {
    '(max-width: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(max-width: 460px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** A card's cell: the card fills its height, so a row's cards end together. */
export const cardSlot = style({ display: 'grid' });

export const leadCard = style([cardSlot, { '@container': { '(max-width: 900px)': { gridColumn: '1 / -1' } } }]);

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@container': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, margin: 0 });

export const summaryRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const summaryTerm = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const summaryValue = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
});

export const meter = style({
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  overflow: 'hidden',
});

export const meterFill = style({ height: '100%', background: vars.color.positive, borderRadius: vars.radius.full });

export const activity = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const activityItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.medium} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

export const activityWhat = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const activityLabel = style({ fontWeight: vars.font.weight.medium });

export const activityTime = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const periodField = style({ minWidth: 180 });
