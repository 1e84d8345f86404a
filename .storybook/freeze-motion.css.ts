import { globalStyle } from '@vanilla-extract/css';

// Screenshots must not depend on when an animation frame was captured: every
// animation is paused at a fixed point and transitions end at once.
globalStyle('*, *::before, *::after', {
  animationPlayState: 'paused !important' as 'paused',
  animationDelay: '-0.2s !important' as '0s',
  transitionDuration: '0s !important' as '0s',
  caretColor: 'transparent',
});
