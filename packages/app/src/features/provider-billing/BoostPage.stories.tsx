import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { signedInStoryParameters } from '../../testing/flow-story-frame';
import { closeToasts, providerFlowStory } from '../../testing/provider-story-frame';
import { storyError } from '../../testing/story-api';
import BoostPage from './BoostPage';

const { server: billing, meta: flowMeta } = providerFlowStory();
const openCheckout = fn<(url: string) => void>().mockName('openCheckout');

const meta = {
  title: 'Flows/Provider/BoostPage',
  component: BoostPage,
  parameters: signedInStoryParameters,
  args: { openCheckout },
  ...flowMeta,
} satisfies Meta<typeof BoostPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAndStart: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('1/2 available')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Legal' }));
    await userEvent.click(canvas.getByRole('radio', { name: /^Quarterly/ }));
    await expect(canvas.getByText(/Summary: Legal boost in 33101, quarterly/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Boost' }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('/checkout/cs_boost'));
    await expect(billing().requests.startBoost).toHaveBeenCalledWith({
      zipCode: '33101',
      boostType: 'legal',
      duration: 'quarterly',
    });
  },
};

/** issue 23: a start lost on the network ends in the error state with 'Try again', not a spinner. */
export const StartFailsThenTryAgain: Story = {
  beforeEach: () => billing().failNext('POST /provider/boosts'),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('1/2 available');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Boost' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The boost could not be started. Check your connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Start Boost' })).not.toHaveAttribute('aria-busy', 'true');
    await expect(openCheckout).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith('/checkout/cs_boost'));
    await expect(billing().requests.startBoost).toHaveBeenCalledTimes(2);
  },
};

export const TakenWhileDecidingStaysUnderTheZipCode: Story = {
  beforeEach: () =>
    billing().failNext('POST /provider/boosts', () =>
      storyError(
        409,
        'Both boost slots for medical providers in 33101 are taken. Please try another ZIP code or type, or come back when one ends.',
      ),
    ),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('1/2 available');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Boost' }));
    await expect(await canvas.findByText(/Both boost slots for medical providers in 33101 are taken/)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Another type is another question: the refusal leaves.
    await userEvent.click(canvas.getByRole('radio', { name: 'Legal' }));
    await expect(canvas.queryByText(/Both boost slots/)).toBeNull();
  },
};

export const LoadFailedTryAgain: Story = {
  beforeEach: () => billing().failNext('GET /provider/boosts'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('1/2 available')).toBeVisible();
    await closeToasts();
  },
};
