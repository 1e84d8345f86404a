import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { signedInStoryParameters } from '../../testing/flow-story-frame';
import { body, closeToasts, onAPhone, providerFlowStory } from '../../testing/provider-story-frame';
import OverviewPage from './OverviewPage';

const { server, meta: flowMeta } = providerFlowStory();

const meta = {
  title: 'Flows/Provider/OverviewPage',
  component: OverviewPage,
  parameters: signedInStoryParameters,
  ...flowMeta,
} satisfies Meta<typeof OverviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 7 days on arrival; choosing the last 30 days reads the Overview again for them. */
export const SwitchToTheLast30Days: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/over the last 7 days, a bar a day/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    await userEvent.click(body().getByRole('option', { name: 'Last 30 days' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Period/ })).toHaveTextContent('Last 30 days'));
    await expect(await canvas.findByText(/over the last 30 days, a bar a day/)).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  beforeEach: () => server().failNext('GET /provider/overview'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await closeToasts();
  },
};

export const OnAPhone: Story = {
  decorators: [onAPhone],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/over the last 7 days, a bar a day/)).toBeVisible();
  },
};
