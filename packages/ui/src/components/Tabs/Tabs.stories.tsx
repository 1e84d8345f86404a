import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState';
import { Tabs } from './Tabs';

const items = [
  { id: 'upcoming', label: 'Upcoming', content: <p>Orthopedics · 2026/11/24 · 09:00 AM - 10:00 AM</p> },
  { id: 'past', label: 'Past', content: <EmptyState title="No appointments found" /> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items, 'aria-label': 'Appointments', onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UpcomingSelected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Orthopedics');
  },
};

export const PastSelected: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Past' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No appointments found');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('past');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Upcoming' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
  },
};
