import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../themes/vars.css';

export const state = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xlarge });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.large,
});

export const checks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const check = recipe({
  base: { display: 'flex', alignItems: 'flex-start', gap: vars.space.small, fontSize: vars.font.size.small },
  variants: {
    passed: { true: { color: vars.color.positive }, false: { color: vars.color.caution } },
  },
});

export const hiddenText = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const links = style({
  marginTop: vars.space.large,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});
