import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

// Pushes 'Back' to the start of the right-aligned footer.
export const backSlot = style({ display: 'flex', marginInlineEnd: 'auto' });

// On a phone Back, Cancel and Confirm Booking do not fit on one line; Cancel gives way (the close
// button and Escape still cancel), so the footer keeps one row instead of wrapping.
export const cancelSlot = style({
  display: 'contents',
  '@container': { '(max-width: 400px)': { display: 'none' } },
});

export const noResultsRegion = style({
  selectors: { '&:empty': { display: 'none' } },
});

export const noResults = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.cautionSoft,
});

export const noResultsTitle = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
});

export const noResultsText = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const intro = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const providers = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const provider = style({
  display: 'flex',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.brandSoft,
  color: vars.color.brandSoftText,
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.semibold,
});

export const providerDetails = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 200px',
  minWidth: 0,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  marginTop: vars.space.xxsmall,
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
});

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const star = style({ color: vars.color.caution });

export const choose = style({ alignSelf: 'center', flexShrink: 0 });
