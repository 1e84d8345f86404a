import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'end',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.semibold,
});

export const muted = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.small} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
});

export const when = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const actions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap', alignItems: 'center' });
