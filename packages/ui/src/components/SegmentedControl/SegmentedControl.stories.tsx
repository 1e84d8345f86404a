import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl';

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl<'monthly' | 'yearly'>,
  args: {
    label: 'Billing',
    options: [
      { value: 'monthly', label: 'Monthly' },
      { value: 'yearly', label: 'Yearly' },
    ],
    value: 'monthly',
    onChange: fn(),
  },
} satisfies Meta<typeof SegmentedControl<'monthly' | 'yearly'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosesWithClickAndArrows: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Billing' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Yearly' }));
    await expect(args.onChange).toHaveBeenCalledWith('yearly');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 'yearly' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeDisabled();
  },
};
