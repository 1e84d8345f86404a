import type { Preview } from '@storybook/react-vite';
import { ThemeRoot } from '../packages/ui/src/themes/ThemeRoot';
import { storyPadding } from './story-frame.css';
import './freeze-motion.css';

const preview: Preview = {
  decorators: [
    // The Vitest runner ignores `layout`, so padding is applied here for both Storybook and tests.
    (Story, { parameters }) => (
      <ThemeRoot>
        {parameters.layout === 'fullscreen' ? (
          <Story />
        ) : (
          <div className={storyPadding}>
            <Story />
          </div>
        )}
      </ThemeRoot>
    ),
  ],
  parameters: {
    layout: 'padded',
    // An accessibility violation fails the story's test.
    a11y: { test: 'error' },
  },
};
export default preview;
