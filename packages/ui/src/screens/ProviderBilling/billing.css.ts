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

/**
 * A plan on the dashboard, like the registration's plan cards: the provider's own plan is the one
 * marked (brand border and ring); "Most popular" is only its badge.
 */
export const planTile = style([
  tile,
  {
    borderRadius: vars.radius.large,
    selectors: {
      '&[data-current]': {
        borderColor: vars.color.brand,
        boxShadow: `0 0 0 2px ${vars.color.brand}`,
        background: vars.color.brandSoft,
      },
    },
  },
]);

export const notice = styleVariants({
  info: { padding: vars.space.medium, borderRadius: vars.radius.small, background: vars.color.infoSoft },
  caution: { padding: vars.space.medium, borderRadius: vars.radius.small, background: vars.color.cautionSoft },
  critical: { padding: vars.space.medium, borderRadius: vars.radius.small, background: vars.color.criticalSoft },
  positive: { padding: vars.space.medium, borderRadius: vars.radius.small, background: vars.color.positiveSoft },
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

/** A boost length's segment: its name, price and Best Value on lines of their own, so three fit a phone. */
export const durationLabel = style({ display: 'flex', flexDirection: 'column', alignItems: 'center' });

export const durationPrice = style({ fontWeight: vars.font.weight.regular, fontVariantNumeric: 'tabular-nums' });

export const bestValue = style({ fontSize: vars.font.size.xsmall, color: vars.color.positive });

/** The card number with its brand at the input's end, shown while the number is typed. */
export const cardNumberRow = style({ position: 'relative' });

/** Over the input's right end (the field's last row), never in the way of the typing. */
export const cardBrand = style({
  position: 'absolute',
  right: vars.space.medium,
  bottom: 0,
  height: vars.size.control,
  display: 'flex',
  alignItems: 'center',
  pointerEvents: 'none',
});
