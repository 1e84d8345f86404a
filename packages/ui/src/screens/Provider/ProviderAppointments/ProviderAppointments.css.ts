import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const rowBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@container': {
    '(min-width: 700px)': { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
  },
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const customer = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const contact = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  fontSize: vars.font.size.small,
});

export const when = style({ fontSize: vars.font.size.small, fontVariantNumeric: 'tabular-nums' });

export const reason = style({ fontSize: vars.font.size.small, color: vars.color.textMuted, fontStyle: 'italic' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, flexShrink: 0 });

export const setting = style({ minWidth: 280 });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});

export const term = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const dialogContent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
