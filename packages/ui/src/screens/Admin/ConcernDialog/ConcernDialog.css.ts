import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const state = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xlarge });

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const identity = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const description = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const status = style({ maxWidth: '260px' });

export const sectionTitle = style({ fontSize: vars.font.size.standard, fontWeight: vars.font.weight.semibold });

export const replies = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, listStyle: 'none' });

export const reply = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const replyBody = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const replyForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const replyActions = style({ display: 'flex', justifyContent: 'flex-end' });
