import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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

type Period = 'day' | 'week' | 'month';

function PeriodControl({ onChange }: { onChange: (value: Period) => void }) {
  const [value, setValue] = useState<Period>('week');
  return (
    <SegmentedControl<Period>
      label="Period"
      options={[
        { value: 'day', label: 'Day' },
        { value: 'week', label: 'Week' },
        { value: 'month', label: 'Month' },
      ]}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

export const MovesWithArrowKeys: Story = {
  render: (args) => (
    <>
      <button type="button">Before</button>
      <PeriodControl onChange={args.onChange} />
      <button type="button">After</button>
    </>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const radio = (name: string) => canvas.getByRole('radio', { name });
    await userEvent.click(canvas.getByRole('button', { name: 'Before' }));
    // Tab enters the group at the chosen segment, not the first one.
    await userEvent.tab();
    await expect(radio('Week')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radio('Month')).toHaveFocus();
    await expect(radio('Month')).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('month');
    // The arrows go round: past the last segment is the first.
    await userEvent.keyboard('{ArrowRight}');
    await expect(radio('Day')).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(radio('Month')).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('month');
    await expect(radio('Month').closest('label')).toHaveAttribute('data-selected');
    await expect(radio('Week').closest('label')).not.toHaveAttribute('data-selected');
    // One tab stop: Tab leaves the group.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(radio('Month')).toHaveFocus();
  },
};
