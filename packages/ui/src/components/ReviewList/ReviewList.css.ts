import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const summary = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.small, flexWrap: 'wrap' });

export const average = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });

export const muted = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: `${vars.space.medium} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const itemHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const author = style({ fontWeight: vars.font.weight.semibold });

export const text = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const stars = style({ display: 'inline-flex', gap: 2 });

export const starOn = style({ color: vars.color.caution });

export const starOff = style({ color: vars.color.border });

export const verified = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.xsmall,
  color: vars.color.positive,
  fontWeight: vars.font.weight.medium,
});

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xlarge });

export const reply = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  marginTop: vars.space.xsmall,
  marginLeft: vars.space.medium,
  padding: vars.space.small,
  borderLeft: `3px solid ${vars.color.brand}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
});

export const replyHidden = style({ borderLeftColor: vars.color.critical, background: vars.color.criticalSoft });

export const replyHeading = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold });

export const hiddenNote = style({ fontSize: vars.font.size.small, color: vars.color.critical });

export const replyForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
  marginLeft: vars.space.medium,
});

export const actions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap' });

export const error = style({ fontSize: vars.font.size.small, color: vars.color.critical, margin: 0 });

export const more = style({ display: 'flex', justifyContent: 'center' });
