import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';

// The shared control is sized for one line; a text area grows downwards from the top instead.
export const textArea = recipe({
  base: {
    alignItems: 'flex-start',
    paddingBlock: vars.space.small,
    lineHeight: vars.font.lineHeight.standard,
    resize: 'vertical',
    fontFamily: 'inherit',
  },
  variants: {
    code: {
      true: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.font.size.small },
      false: {},
    },
  },
});
