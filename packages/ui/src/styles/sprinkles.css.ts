import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/vars.css';

const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': 'screen and (min-width: 768px)' },
    desktop: { '@media': 'screen and (min-width: 1024px)' },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    flexWrap: ['wrap', 'nowrap'],
    gap: vars.space,
    padding: vars.space,
    paddingX: vars.space,
    paddingY: vars.space,
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
  },
  shorthands: {},
});

const unconditional = defineProperties({
  properties: {
    margin: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      brand: vars.color.brand,
      critical: vars.color.critical,
      positive: vars.color.positive,
    },
    background: { surface: vars.color.surface, muted: vars.color.surfaceMuted, page: vars.color.background },
    borderRadius: vars.radius,
    fontSize: vars.font.size,
    fontWeight: vars.font.weight,
    textAlign: ['left', 'center', 'right'],
    width: { full: '100%' },
    minWidth: { 0: '0' },
    flexGrow: [0, 1],
  },
});

export const sprinkles = createSprinkles(layout, unconditional);
export type Sprinkles = Parameters<typeof sprinkles>[0];
