import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

// A date needs little room; full width it would read like a text box.
export const dateField = style({ maxWidth: '260px' });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const groupLabel = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

// The grid follows its own width, not the window's, so it lays out the same inside a dialog.
// Its least height is that of the 'Choose a date' message, so the dialog keeps its size while the
// slots load instead of shrinking to the spinner and growing again.
export const slots = style({ minWidth: 0, minHeight: '10.5rem', containerType: 'inline-size' });

// Two columns on a phone (a label may break between its start and end there); on wider screens as
// many 160px columns as fit, which hold '10:00 AM - 11:00 AM' on one line.
export const grid = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@container': { '(min-width: 336px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' } },
});

export const slot = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.control,
  padding: `${vars.space.small} ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-selected]': {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      color: vars.color.textInverse,
    },
    '&[data-selected][data-hovered]': { background: vars.color.brandHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    // A locked picker (e.g. while booking) dims every slot but keeps the chosen one visible.
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

// Greyed, hatched and labelled 'Unavailable', so the state never rests on colour alone.
export const unavailable = style({
  borderStyle: 'dashed',
  borderColor: vars.color.border,
  color: vars.color.textMuted,
  background: `repeating-linear-gradient(135deg, ${vars.color.surfaceMuted} 0 6px, ${vars.color.surface} 6px 12px)`,
  selectors: { '&[data-disabled]': { opacity: 1 } },
});

export const slotTime = style({ fontVariantNumeric: 'tabular-nums' });

// Start and end each stay whole; a narrow cell breaks the label between them.
export const slotPart = style({ whiteSpace: 'nowrap' });

export const check = style({
  display: 'inline-block',
  verticalAlign: '-2px',
  marginInlineEnd: vars.space.xsmall,
});

export const slotNote = style({
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.regular,
});
