import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useStoryValue } from '../../storybook/useStoryValue';
import { DateField, type DateFieldProps } from './DateField';

function ControlledDateField(props: DateFieldProps) {
  return <DateField {...props} {...useStoryValue(props)} />;
}

const meta = {
  title: 'Components/DateField',
  component: DateField,
  args: { label: 'Date of birth', value: null, onChange: fn(), max: '2026-11-21' },
  render: (args) => <ControlledDateField {...args} />,
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('04021990');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-04-02');
  },
};

export const WithValue: Story = { args: { value: '1990-04-02' } };

export const MaxTodayRejectsFuture: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('12012026');
    await expect(canvas.getByText('Date must be on or before 11/21/2026')).toBeVisible();
  },
};

export const MinTodayForBooking: Story = {
  args: { label: 'Appointment date', value: '2026-11-20', min: '2026-11-21', max: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Date must be on or after 11/21/2026')).toBeVisible();
  },
};

export const RequiredWithError: Story = {
  args: { isRequired: true, errorMessage: 'Date of birth is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Date of birth is required')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: '1990-04-02' } };
