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
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

export const title = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
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

export const more = style({
  display: 'flex',
  justifyContent: 'center',
});
