import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';
import { pageHeading } from '../shared.css';

// The greeting may be a long name.
export const heading = style([pageHeading, { overflowWrap: 'anywhere' }]);

export const clockBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxsmall,
  marginInlineStart: 'auto',
  // On a phone the clock wraps under the greeting; right-aligned there it looks stranded.
  '@container': { '(max-width: 479px)': { alignItems: 'flex-start', marginInlineStart: 0 } },
});

export const clock = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  // Fixed-width digits stop the clock jittering as the seconds tick.
  fontVariantNumeric: 'tabular-nums',
});

export const date = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const stats = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    '(min-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(min-width: 880px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const recent = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@container': { '(min-width: 760px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  // Long descriptions would push the other recent concerns out of view; the full text is on the Concerns screen.
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

export const meta = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
});
