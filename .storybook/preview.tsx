import type { Preview } from '@storybook/react-vite';
import { loadAriaSelect } from '../packages/ui/src/components/Select/Select';
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
  // The app loads React Aria's Select on a Select's first use (issue 22); stories have it at hand, so
  // a play function finds the options right after its click, as before. e2e journeys take the wait.
  loaders: [
    async () => {
      await loadAriaSelect();
      return {};
    },
  ],
  parameters: {
    layout: 'padded',
    // An accessibility violation fails the story's test.
    a11y: { test: 'error' },
  },
};
export default preview;
