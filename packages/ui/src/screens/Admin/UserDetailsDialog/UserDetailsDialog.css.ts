import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const state = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xlarge });

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
});

export const identity = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  marginBottom: vars.space.medium,
});

export const name = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.semibold });

export const sectionTitle = style({ fontSize: vars.font.size.standard, fontWeight: vars.font.weight.semibold });

export const listTitle = style({
  marginTop: vars.space.small,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.medium,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const factLabel = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted });

export const factValue = style({ fontSize: vars.font.size.standard, fontWeight: vars.font.weight.medium });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
});

export const booking = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
});
