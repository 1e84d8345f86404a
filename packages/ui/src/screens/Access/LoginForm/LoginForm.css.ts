import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const segmented = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const segment = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.medium,
  border: '1px solid transparent',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms, color 120ms',
  selectors: {
    '&:hover:not([data-selected])': { color: vars.color.text },
    '&[data-selected]': {
      background: vars.color.surface,
      borderColor: vars.color.border,
      color: vars.color.brand,
      boxShadow: vars.shadow.small,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

// Visually hidden, still focusable and announced: the segment around it draws the choice.
export const segmentInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const hint = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
  color: vars.color.brandSoftText,
  fontSize: vars.font.size.small,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  textWrap: 'balance',
});

export const optionsRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
});

// Without a remember-me box the link still sits at the right, where people look for it.
export const forgotOnly = style({ marginInlineStart: 'auto' });

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
});

// Step-up: the sentence saying where the code went, as information rather than an error.
export const notice = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.infoSoft,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  overflowWrap: 'anywhere',
});

export const codeActions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  minHeight: vars.size.controlSmall,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

// Seconds change width as they tick; equal-width digits keep the line from jittering.
export const countdown = style({ fontVariantNumeric: 'tabular-nums' });
