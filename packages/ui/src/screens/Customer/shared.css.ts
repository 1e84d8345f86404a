import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

// Styles the customer screens share: the page frame, its title row and muted secondary text.

// Container queries follow the screen's own width, so it lays out the same inside the dashboard
// shell (sidebar taken off) and inside a phone-width story frame.
export const container = style({ containerType: 'inline-size' });

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

/** The title row: the heading, and an action or a clock on the far side. */
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

/** The body of a dialog: its sections stacked. */
export const dialogContent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

/** A second line under a name, e.g. the provider under a service or the business under a provider. */
export const mutedText = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
