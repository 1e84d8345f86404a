import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

// Styles the admin screens share: the page frame, its title row, table cells and row actions.

export const page = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

/** The title row: heading and subtitle, and the page's main action on the far side. */
export const pageHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

export const pageHeading = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const pageSubtitle = style({
  marginTop: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

/** A table cell's main line, e.g. a name. */
export const cellTitle = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

/** A second line under a name, e.g. the e-mail under a user's name. */
export const mutedText = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** A clipped description in a table cell: two lines at most. */
export const clamp = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  maxWidth: '36ch',
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

/** A row's buttons start under their 'Actions' heading, and wrap there when the column is narrow. */
export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

/** The body of a form dialog: its fields stacked. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** Two fields side by side, stacked on a phone. */
export const fieldPair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.large,
});

export const nowrap = style({ whiteSpace: 'nowrap' });

/** A list's search box above its table. */
export const search = style({ maxWidth: '420px', flex: '1 1 240px' });

/** The row above a list's table: search, filters, and the export on the far side. */
export const listTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
  marginBottom: vars.space.large,
});

export const exportButton = style({ marginLeft: 'auto' });
