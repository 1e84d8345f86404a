import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Recent Appointments',
    children: <p>Orthopedics with Bayview Orthopedic Group on 2026/11/24, 09:00 AM - 10:00 AM.</p>,
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Recent Appointments' })).toBeVisible();
  },
};

export const WithDescriptionAndActions: Story = {
  args: {
    title: 'Your Concerns',
    description: 'Questions and issues you raised with us.',
    actions: (
      <Button size="small" onPress={fn()}>
        Raise New Concern
      </Button>
    ),
  },
};

export const Untitled: Story = { args: { title: undefined } };
