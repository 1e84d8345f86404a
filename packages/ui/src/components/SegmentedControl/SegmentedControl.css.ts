import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const track = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignSelf: 'flex-start',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms, color 120ms',
  selectors: {
    '&[data-hovered]:not([data-selected])': { color: vars.color.text },
    '&[data-selected]': { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.small },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** The radio input itself is hidden; the segment around it is what shows its state. */
export const hiddenInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const fullTrack = style([track, { display: 'flex', flexWrap: 'nowrap', alignSelf: 'stretch' }]);

export const fullSegment = style([
  segment,
  { flex: '1 1 0', minWidth: 0, justifyContent: 'center', textAlign: 'center', paddingBlock: vars.space.xsmall },
]);
