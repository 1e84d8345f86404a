import { vars } from '@injury-assist/ui';
import { style } from '@vanilla-extract/css';

export const help = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
  fontSize: vars.font.size.small,
});

export const helpTitle = style({ fontWeight: vars.font.weight.semibold });
