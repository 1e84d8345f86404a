import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedInStoryParameters } from '../../testing/flow-story-frame';
import { closeToasts, expectToast, providerFlowStory } from '../../testing/provider-story-frame';
import { storyError } from '../../testing/story-api';
import SettingsPage from './SettingsPage';

const { server, meta: flowMeta } = providerFlowStory();

const meta = {
  title: 'Flows/Provider/SettingsPage',
  component: SettingsPage,
  parameters: signedInStoryParameters,
  ...flowMeta,
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SaveTheProfile: Story = {
  play: async ({ canvas, userEvent }) => {
    const firstName = await canvas.findByRole('textbox', { name: /^First name/ });
    await expect(firstName).toHaveValue('Pat');
    await userEvent.clear(firstName);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(canvas.getByText('First name is required')).toBeVisible();
    await expect(server().requests.saveSettings).not.toHaveBeenCalled();
    await userEvent.type(firstName, 'Patricia');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expectToast('Profile updated successfully!', 'success');
    await expect(server().requests.saveSettings).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Patricia' }),
    );
  },
};

export const SaveFailsWithTheServersSentence: Story = {
  beforeEach: () =>
    server().failNext('PUT /provider/settings/notifications', () =>
      storyError(503, 'Settings cannot be saved right now. Try again in a minute.'),
    ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Notifications' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expectToast('Settings cannot be saved right now. Try again in a minute.', 'critical');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expectToast('Notification preferences updated!', 'success');
  },
};

export const LoadFailedTryAgain: Story = {
  beforeEach: () => server().failNext('GET /provider/settings'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('textbox', { name: /^First name/ })).toHaveValue('Pat');
    await closeToasts();
  },
};

export const SecurityActivityOfTheAccount: Story = {
  play: async ({ canvas }) => {
    const region = within(await canvas.findByRole('region', { name: 'Security activity' }));
    const items = await region.findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Signed in');
    await expect(items[0]).toHaveTextContent('Chrome on macOS · 203.0.113.7');
    await expect(items[1]).toHaveTextContent('Failed sign-in');
    await expect(region.getByText('Showing 2 of 2')).toBeVisible();
  },
};
