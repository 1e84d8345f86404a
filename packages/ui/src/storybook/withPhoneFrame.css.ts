import { style } from '@vanilla-extract/css';

// Phone width (a 375 px viewport less the story padding): components that lay out by
// container queries show their phone layout inside it.
export const phoneFrame = style({ width: '343px' });
