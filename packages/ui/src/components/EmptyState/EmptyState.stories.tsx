import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No appointments found' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoAppointments: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No appointments found')).toBeVisible();
  },
};

export const WithDescriptionAndAction: Story = {
  args: {
    title: 'No concerns yet',
    description: 'Raise a concern and our team will get back to you.',
    action: <Button onPress={fn()}>Raise New Concern</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Raise New Concern' })).toBeVisible();
  },
};
