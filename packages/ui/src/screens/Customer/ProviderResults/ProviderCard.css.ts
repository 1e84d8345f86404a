import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../themes/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  height: '100%',
  minWidth: 0,
  padding: vars.space.xlarge,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.large,
  minWidth: 0,
});

export const picture = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    objectFit: 'cover',
    background: vars.color.surfaceMuted,
  },
  variants: {
    size: {
      medium: { width: '64px', height: '64px' },
      large: { width: '96px', height: '96px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

// The dummy picture: a neutral silhouette drawn locally, so no image host is involved.
export const dummyPicture = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  overflow: 'hidden',
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const dummyFigure = style({ width: '80%', height: '80%' });

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const name = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const rating = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
});

export const noRating = style({ color: vars.color.textMuted });

export const stars = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
});

export const starsEmpty = style({ display: 'inline-flex', color: vars.color.border });

// The gold row on top, clipped to the rating's share of the five stars (4.5 → 90%).
export const starsFilled = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'inline-flex',
  overflow: 'hidden',
  color: vars.color.caution,
});

export const star = style({ flexShrink: 0 });

export const ratingValue = style({ fontWeight: vars.font.weight.semibold });

export const reviews = style({ color: vars.color.textMuted });

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textMuted,
});

export const fact = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  overflowWrap: 'anywhere',
});

export const factIcon = style({ flexShrink: 0, marginTop: '1px' });

export const services = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
});

export const service = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.neutral,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.standard,
});

// Pinned to the card's bottom, so the buttons line up across a row of cards.
// Side by side, equally wide; stacked once the card is too narrow for both labels.
// Side by side only when 'Book Appointment' has room to breathe; on a phone the two stack.
export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(184px, 1fr))',
  gap: vars.space.small,
  marginTop: 'auto',
});

/** The paid-placement notice above a boosted card. */
export const sponsored = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBottom: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.small,
});

export const sponsoredLabel = style({
  color: vars.color.brandSoftText,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const nameRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.xsmall });

/** The mark of a business an administrator verified. */
export const verified = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.positive,
});
