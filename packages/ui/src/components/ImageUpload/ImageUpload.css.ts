import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium, flexWrap: 'wrap' });

export const preview = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '160px',
    height: '90px',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.medium,
    border: `1px dashed ${vars.color.borderStrong}`,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
  },
  variants: { invalid: { true: { borderColor: vars.color.critical }, false: {} } },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});
