import { vars } from '@injury-assist/ui';
import { style } from '@vanilla-extract/css';

// The sidebar's help box (AppShell) already draws the box; this only lays out its lines.
export const help = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const helpTitle = style({ fontWeight: vars.font.weight.semibold });

/** A part of the e-mail address that does not break (not at its hyphen: 'injury-' / 'assist.test'). */
export const unbroken = style({ whiteSpace: 'nowrap' });
