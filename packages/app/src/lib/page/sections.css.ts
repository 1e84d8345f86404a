import { vars } from '@injury-assist/ui';
import { style } from '@vanilla-extract/css';

/**
 * A page's sections, one under another (customer Profile, provider Settings). A class of the app's
 * own rather than ui's `Box`: Box's sprinkles carry the map of every atomic class to the browser,
 * 2.3 kB gzip of each page's first load for one column (issue 22).
 */
export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
