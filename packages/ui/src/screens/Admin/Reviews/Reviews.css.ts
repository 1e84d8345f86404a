import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const filter = style({ marginBottom: vars.space.large });

export const review = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const quote = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-line', margin: 0 });

export const reason = style({ fontSize: vars.font.size.small, color: vars.color.critical, overflowWrap: 'anywhere' });
