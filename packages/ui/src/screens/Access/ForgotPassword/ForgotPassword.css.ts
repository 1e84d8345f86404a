import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const email = style({ color: vars.color.text, fontWeight: vars.font.weight.semibold });
