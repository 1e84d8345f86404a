import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

// Styles the provider's billing screens share (Subscriptions, Payment Methods, Boost, Events).

export const container = style({ containerType: 'inline-size' });

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const pageHeading = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const row = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.medium });

export const spread = style([row, { justifyContent: 'space-between' }]);

export const muted = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const strong = style({ fontWeight: vars.font.weight.semibold });

export const bigFigure = style({ fontSize: vars.font.size.xxlarge, fontWeight: vars.font.weight.bold });

/** Cards side by side where there is room, sharing the row's width; stacked on a phone. */
export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});

/** What closes a tile (its button), at the tile's foot so the buttons of a row line up. */
export const tileFoot = style({ marginTop: 'auto', display: 'flex', flexDirection: 'column' });

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const tileHighlighted = style([tile, { borderColor: vars.color.brand, boxShadow: vars.shadow.small }]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingLeft: vars.space.large,
});

export const notice = styleVariants({
  info: { padding: vars.space.medium, borderRadius: vars.radius.small, background: vars.color.infoSoft },
  caution: { padding: vars.space.medium, borderRadius: vars.radius.small, background: vars.color.cautionSoft },
  critical: { padding: vars.space.medium, borderRadius: vars.radius.small, background: vars.color.criticalSoft },
  positive: { padding: vars.space.medium, borderRadius: vars.radius.small, background: vars.color.positiveSoft },
});

/** A two-choice toggle (monthly / yearly, the boost type and length): native buttons with aria-pressed. */
export const toggleGroup = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const toggle = style({
  minHeight: vars.size.controlSmall,
  padding: `0 ${vars.space.medium}`,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.surface,
      fontWeight: vars.font.weight.semibold,
      boxShadow: vars.shadow.small,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const formGrid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
});

export const fullWidth = style({ gridColumn: '1 / -1' });

/** A ZIP code is five digits: its field need not run the width of the card. */
export const zipField = style({ maxWidth: '16rem' });

export const label = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });

export const sponsoredTag = style({ color: vars.color.brand, fontWeight: vars.font.weight.semibold });
