import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Pending', tone: 'caution' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
  },
};
export const Confirmed: Story = { args: { tone: 'info', children: 'Confirmed' } };
export const Completed: Story = { args: { tone: 'positive', children: 'Completed' } };
export const Canceled: Story = { args: { tone: 'critical', children: 'Canceled' } };
export const Customer: Story = { args: { tone: 'brand', children: 'customer' } };
export const Draft: Story = { args: { tone: 'neutral', children: 'Draft' } };

export const AllTones: Story = {
  render: () => (
    <Box display="flex" gap="small" flexWrap="wrap">
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    for (const tone of badgeTones) await expect(canvas.getByText(tone)).toBeVisible();
  },
};
