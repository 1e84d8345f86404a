import { style } from '@vanilla-extract/css';

/** A phone's width: the shell lays out by its own width, so it shows its phone layout here. */
export const phoneScreen = style({ width: '375px', height: '740px', overflow: 'auto' });
