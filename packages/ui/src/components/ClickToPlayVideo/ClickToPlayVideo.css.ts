import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const frame = style({
  position: 'relative',
  width: '100%',
  maxWidth: 560,
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});

export const player = style([frame, { background: vars.color.text }]);

export const playerFrame = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });

export const poster = style([
  frame,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: `1px dashed ${vars.color.borderStrong}`,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    textAlign: 'center',
    padding: vars.space.large,
  },
]);
