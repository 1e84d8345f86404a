import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paths } from '../config/paths';
import { flowStoryParameters, signedOutFrame } from '../testing/flow-story-frame';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// The page fails until the play clears the fault, as after a passing one; 'Try again' then shows it.
let isFaulty = true;
const fault = 'The page could not read its data';
function FlakyPage() {
  if (isFaulty) throw new Error(fault);
  return <p>The page itself</p>;
}

const meta = {
  title: 'Flows/App/RouteErrorBoundary',
  component: RouteErrorBoundary,
  parameters: flowStoryParameters,
  decorators: [signedOutFrame()],
  args: { children: <FlakyPage /> },
  beforeEach: () => {
    isFaulty = true;
    // React reports every error a boundary catches on the console; this story's own is expected.
    const report = console.error;
    console.error = (...args: unknown[]) => {
      if (!args.some((arg) => arg instanceof Error && arg.message === fault)) report(...args);
    };
    return () => {
      console.error = report;
    };
  },
} satisfies Meta<typeof RouteErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FriendlyPageThenTryAgain: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', paths.home);
    await expect(canvas.queryByText(/could not read its data/)).toBeNull();
    isFaulty = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('The page itself')).toBeVisible();
  },
};
