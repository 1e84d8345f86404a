import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

// Styles the provider screens share: the page frame, its title row, muted text, and text only
// screen readers read.

// Container queries follow the screen's own width, so it lays out the same inside the dashboard
// shell and inside a phone-width story frame.
export const container = style({ containerType: 'inline-size' });

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

export const pageHeader = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

export const pageHeading = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const mutedText = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxlarge,
});
