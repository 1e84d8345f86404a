import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.caution}`,
  background: vars.color.cautionSoft,
});

export const bannerTitle = style({ fontWeight: vars.font.weight.semibold });

export const bannerList = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const bannerActions = style({ display: 'flex', justifyContent: 'flex-start' });

export const basics = style({
  display: 'grid',
  gridTemplateColumns: '120px minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@container': { '(max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const logo = style({
  width: 120,
  height: 120,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
});

export const logoImage = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const logoColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  alignItems: 'flex-start',
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, margin: 0 });

export const detailRow = style({
  display: 'grid',
  gridTemplateColumns: '140px minmax(0, 1fr)',
  gap: vars.space.medium,
  '@container': { '(max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xxsmall } },
});

export const term = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
});

export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const missing = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.large,
  '@container': { '(max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const locations = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const location = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@container': { '(max-width: 700px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const locationDetails = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const locationTitle = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const subheading = style({ fontSize: vars.font.size.standard, fontWeight: vars.font.weight.semibold });

export const map = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const mapTiles = style({
  position: 'relative',
  height: 200,
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const mapTile = style({ position: 'absolute', width: 256, height: 256, maxWidth: 'none' });

export const mapPin = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -100%)',
  color: vars.color.critical,
});

export const mapPlaceholder = style({
  height: 200,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const mapPlaceholderTitle = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  textAlign: 'center',
  paddingInline: vars.space.large,
  overflowWrap: 'anywhere',
});

export const mapCaption = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted });

export const hoursList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0 });

export const hoursLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  maxWidth: 360,
});

// Its own container: the rows fold on a narrow card wherever the editor sits.
export const hoursEditor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  containerType: 'inline-size',
});

export const hoursRow = style({
  display: 'grid',
  gridTemplateColumns: '110px 100px minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.medium,
  '@container': { '(max-width: 560px)': { gridTemplateColumns: '1fr auto', rowGap: vars.space.xsmall } },
});

export const hoursDay = style({ fontWeight: vars.font.weight.medium });

/** A time keeps its natural width rather than squeezing its segments together. */
export const hoursTime = style({ flexShrink: 0 });

export const hoursTimes = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.small,
  '@container': { '(max-width: 560px)': { gridColumn: '1 / -1' } },
});

export const hoursError = style({ gridColumn: '1 / -1', fontSize: vars.font.size.small, color: vars.color.critical });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandSoftText,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const chipRemove = style({
  display: 'inline-flex',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  padding: 2,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
});

export const servicesEditor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: 420,
});

export const fieldError = style({ fontSize: vars.font.size.small, color: vars.color.critical });

export const videoPlaceholder = style({
  width: '100%',
  maxWidth: 560,
  aspectRatio: '16 / 9',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  textAlign: 'center',
  padding: vars.space.large,
});

export const videoSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const locationForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const locationActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
