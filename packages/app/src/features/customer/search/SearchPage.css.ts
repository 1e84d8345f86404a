import { vars } from '@injury-assist/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.large}`,
});
