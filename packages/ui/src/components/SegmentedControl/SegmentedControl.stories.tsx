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

export const FullWidthLabelsWrapInside: Story = {
  args: {
    isFullWidth: true,
    options: [
      { value: 'monthly', label: 'Monthly, billed every month' },
      { value: 'yearly', label: 'Yearly, billed once a year and cheaper' },
    ],
  },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const [first, second] = canvas
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.getBoundingClientRect());
    // One row: the second segment starts level with the first.
    await expect(second?.top).toBe(first?.top);
  },
};
