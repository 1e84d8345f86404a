import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../themes/vars.css';

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** The value axis, the bars over their grid, and the day labels under them. */
export const plot = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateRows: '1fr auto',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  height: 240,
  // Room above the tallest bar for its number.
  paddingBlockStart: vars.space.large,
  color: vars.color.brand,
  fontSize: vars.font.size.xsmall,
  fontVariantNumeric: 'tabular-nums',
});

export const axis = style({ position: 'relative', minWidth: '2ch' });

/** A tick's number, centred on its grid line (placed from the bottom by an inline style). */
export const tick = style({ position: 'absolute', insetInlineEnd: 0, transform: 'translateY(50%)', lineHeight: 1 });

export const area = style({ position: 'relative' });

export const gridLine = style({
  position: 'absolute',
  insetInline: 0,
  borderBlockStart: '1px solid currentColor',
  opacity: 0.12,
});

/** A week's bars are 3 % apart; a long chart's (up to 90) a hairline, or the gaps would fill the plot. */
export const bars = recipe({
  base: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'flex-end', gap: '3%', paddingInline: '1.5%' },
  variants: { dense: { true: { gap: 1, paddingInline: 0 }, false: {} } },
});

export const column = style({ flex: 1, height: '100%', display: 'flex', alignItems: 'flex-end' });

export const bar = style({
  position: 'relative',
  width: '100%',
  background: 'currentColor',
  borderStartStartRadius: vars.radius.small,
  borderStartEndRadius: vars.radius.small,
});

export const barValue = style({
  position: 'absolute',
  insetInline: 0,
  bottom: '100%',
  paddingBlockEnd: vars.space.xxsmall,
  textAlign: 'center',
  lineHeight: 1,
});

export const days = recipe({
  base: { gridColumn: 2, display: 'flex', gap: '3%', paddingInline: '1.5%' },
  variants: { dense: { true: { gap: 1, paddingInline: 0 }, false: {} } },
});

/**
 * A narrow plot wraps 'Mon 16' onto two lines rather than running past the last bar. On a long
 * chart a label is wider than its bar: it overflows its slot, centred on it, with no wrapping.
 */
export const day = recipe({
  base: { flex: 1, minWidth: 0, textAlign: 'center', lineHeight: 1.2 },
  variants: {
    dense: {
      true: { whiteSpace: 'nowrap', display: 'flex', justifyContent: 'center', overflow: 'visible' },
      false: {},
    },
  },
});

export const empty = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});
