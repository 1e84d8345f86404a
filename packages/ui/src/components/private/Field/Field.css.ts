import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  display: 'inline-flex',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  selectors: { '[data-disabled] > &': { color: vars.color.textMuted } },
});

export const requiredMarker = style({ color: vars.color.critical });

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.critical,
});

export const errorIcon = style({ flexShrink: 0, width: '14px', height: '14px', marginTop: '1px' });

const invalidBorder = { borderColor: vars.color.critical, boxShadow: `0 0 0 1px ${vars.color.critical}` };
const focusRing = { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` };

/**
 * The bordered box of a control: an <input>, a select trigger or a group wrapping an input and a button.
 * React Aria puts the state attributes on its elements; the native controls (text and password fields)
 * set `data-invalid` / `data-disabled` themselves and are styled by their pseudo-classes.
 */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.control,
  paddingInline: vars.space.medium,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.tight,
  outline: 'none',
  transition: 'border-color 120ms, box-shadow 120ms',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]:not([data-disabled]), &:is(input, div):hover:not([data-disabled])': {
      borderColor: vars.color.text,
    },
    '&[data-focused], &[data-focus-within], &[data-focus-visible], &:focus-within': focusRing,
    '&[data-invalid]': invalidBorder,
    '&[data-invalid][data-focused], &[data-invalid][data-focus-within], &[data-invalid][data-focus-visible], &[data-invalid]:focus-within':
      {
        ...invalidBorder,
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '1px',
      },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});
