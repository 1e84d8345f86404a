import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const search = style({ maxWidth: '420px', marginBottom: vars.space.large });
