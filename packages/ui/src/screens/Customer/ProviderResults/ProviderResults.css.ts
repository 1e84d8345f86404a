import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

// The cards follow the results' own width, so they stack on a phone and inside narrow panels.
export const container = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const heading = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const count = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  '@container': { '(min-width: 680px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style({ minWidth: 0 });
