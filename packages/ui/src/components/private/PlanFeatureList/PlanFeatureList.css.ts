import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/vars.css';

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
});

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xsmall });

export const featureMark = style({ flexShrink: 0, marginTop: '2px', color: vars.color.positive });
