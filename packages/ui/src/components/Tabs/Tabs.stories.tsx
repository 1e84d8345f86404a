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

const threeItems = [
  ...items,
  { id: 'cancelled', label: 'Cancelled', content: <button type="button">Book again</button> },
];

export const MovesWithKeys: Story = {
  args: { items: threeItems },
  render: (args) => (
    <>
      <button type="button">Before</button>
      <Tabs {...args} />
      <button type="button">After</button>
    </>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.click(canvas.getByRole('button', { name: 'Before' }));
    // Tab enters at the selected tab; the others are out of the tab order.
    await userEvent.tab();
    await expect(tab('Upcoming')).toHaveFocus();
    await expect(tab('Upcoming')).toHaveAttribute('data-focus-visible');
    await expect(tab('Past')).toHaveAttribute('tabindex', '-1');
    // The arrows move the focus and select at once, and the panel follows.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Past')).toHaveFocus();
    await expect(tab('Past')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Past')).toHaveAttribute('tabindex', '0');
    await expect(tab('Upcoming')).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('past');
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveTextContent('No appointments found');
    await expect(panel).toHaveAttribute('aria-labelledby', tab('Past').id);
    await expect(tab('Past')).toHaveAttribute('aria-controls', panel.id);
    // Round the ends both ways.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(tab('Upcoming')).toHaveFocus();
    await expect(tab('Upcoming')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Cancelled')).toHaveFocus();
    await expect(tab('Cancelled')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tab('Upcoming')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tab('Cancelled')).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('cancelled');
    // A panel with something focusable leaves the tab order to it; one without is a stop itself.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Book again' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(tab('Cancelled')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('data-focus-visible');
    await expect(tab('Past')).not.toHaveAttribute('data-focus-visible');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(7);
  },
};

export const SelectedByPointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.hover(tab('Past'));
    await expect(tab('Past')).toHaveAttribute('data-hovered');
    await userEvent.unhover(tab('Past'));
    await expect(tab('Past')).not.toHaveAttribute('data-hovered');
    // A press selects and focuses the tab, without the keyboard's focus ring.
    await userEvent.click(tab('Past'));
    await expect(tab('Past')).toHaveFocus();
    await expect(tab('Past')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Past')).not.toHaveAttribute('data-focus-visible');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No appointments found');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('past');
    // Pressing the selected tab again changes nothing.
    await userEvent.click(tab('Past'));
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    // A click in the panel focuses it (nothing in it can be), still without a ring.
    await userEvent.click(canvas.getByText('No appointments found'));
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).not.toHaveAttribute('data-focus-visible');
    await userEvent.click(tab('Upcoming'));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Orthopedics');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('upcoming');
  },
};
