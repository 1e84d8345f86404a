import { style } from '@vanilla-extract/css';

export const storyPadding = style({ padding: '24px' });
