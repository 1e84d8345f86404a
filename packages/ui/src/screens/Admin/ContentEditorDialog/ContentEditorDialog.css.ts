import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minHeight: '120px',
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const previewTitle = style({
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});
