import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxlarge,
});

// Container queries follow the card's own width, so the picture moves above the fields on a phone.
export const container = style({ containerType: 'inline-size' });

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  justifyItems: 'center',
  '@container': {
    // A fixed picture column, so the fields do not shift when the upload button shows its spinner.
    '(min-width: 520px)': { gridTemplateColumns: '160px minmax(0, 1fr)', justifyItems: 'stretch' },
  },
});

export const avatar = style({
  width: '96px',
  height: '96px',
  flexShrink: 0,
  justifySelf: 'center',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
});

export const initials = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.brandSoft,
  color: vars.color.brandSoftText,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.semibold,
});

export const details = style({
  width: '100%',
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  '@container': { '(min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const term = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size.standard,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

export const picture = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const grid = style({
  width: '100%',
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@container': { '(min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});
