import { style } from '@vanilla-extract/css';

/** A phone's width: the provider pages lay out by their container's width, so they show their phone layout here. */
export const phoneScreen = style({ width: '390px' });
