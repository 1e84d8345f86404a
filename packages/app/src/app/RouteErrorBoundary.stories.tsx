import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paths } from '../config/paths';
import { flowStoryParameters, signedOutFrame } from '../testing/flow-story-frame';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// The page fails on its first render only, as after a passing fault; 'Try again' then shows it.
let failuresLeft = 0;
function FlakyPage() {
  if (failuresLeft > 0) {
    failuresLeft -= 1;
    throw new Error('The page could not read its data');
  }
  return <p>The page itself</p>;
}

const meta = {
  title: 'Flows/App/RouteErrorBoundary',
  component: RouteErrorBoundary,
  parameters: flowStoryParameters,
  decorators: [signedOutFrame()],
  args: { children: <FlakyPage /> },
  beforeEach: () => {
    // React renders twice in development before it gives up on a component.
    failuresLeft = 2;
  },
} satisfies Meta<typeof RouteErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FriendlyPageThenTryAgain: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', paths.home);
    await expect(canvas.queryByText(/could not read its data/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('The page itself')).toBeVisible();
  },
};
