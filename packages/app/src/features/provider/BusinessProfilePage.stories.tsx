import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { signedInStoryParameters } from '../../testing/flow-story-frame';
import { closeToasts, expectToast, onAPhone, providerFlowStory } from '../../testing/provider-story-frame';
import BusinessProfilePage from './BusinessProfilePage';

const { server, meta: flowMeta } = providerFlowStory();

const meta = {
  title: 'Flows/Provider/BusinessProfilePage',
  component: BusinessProfilePage,
  parameters: signedInStoryParameters,
  ...flowMeta,
} satisfies Meta<typeof BusinessProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Edit → a required field left empty is said under it → Save Changes → back to view mode with the new name. */
export const EditAndSave: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    // The form opens once the profile's machine has loaded, on this first press.
    const name = await canvas.findByRole('textbox', { name: /^Business name/ });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(server().requests.saveProfile).not.toHaveBeenCalled();
    await userEvent.type(name, 'Reyes Sports Physio');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Profile updated successfully!', 'success');
    await expect(server().requests.saveProfile).toHaveBeenCalledWith(
      expect.objectContaining({ business_name: 'Reyes Sports Physio' }),
    );
    await expect(await canvas.findByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(canvas.getByText('Reyes Sports Physio')).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  beforeEach: () => server().failNext('GET /provider/profile'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await closeToasts();
  },
};

export const EditOnAPhone: Story = {
  decorators: [onAPhone],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    await expect(await canvas.findByRole('textbox', { name: /^Business name/ })).toHaveValue('Reyes Physio');
  },
};
