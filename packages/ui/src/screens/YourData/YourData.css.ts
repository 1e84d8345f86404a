import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  alignItems: 'flex-start',
});

export const heading = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.semibold });

export const text = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

// A block list, not flex: flex items lose their bullets.
export const consequences = style({
  margin: 0,
  paddingLeft: vars.space.large,
  listStyle: 'disc',
  fontSize: vars.font.size.small,
});

export const consequence = style({ selectors: { '& + &': { marginTop: vars.space.xxsmall } } });

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  textAlign: 'left',
});

export const alert = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.critical}`,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const notice = style({
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});
