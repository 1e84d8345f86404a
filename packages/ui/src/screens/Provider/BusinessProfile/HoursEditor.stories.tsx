import type { DayHours, Weekday } from '@injury-assist/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { HoursEditor } from './HoursEditor';

const open: DayHours = { open: '09:00', close: '17:00', isClosed: false };
const hours: Record<Weekday, DayHours> = {
  monday: { open: '08:00', close: '12:00', isClosed: false },
  tuesday: open,
  wednesday: open,
  thursday: open,
  friday: { open: '09:00', close: '13:00', isClosed: false },
  saturday: { open: '09:00', close: '17:00', isClosed: true },
  sunday: { open: '', close: '', isClosed: true },
};

const meta = {
  title: 'Screens/Provider/BusinessProfile/HoursEditor',
  component: HoursEditor,
  args: { place: 'your location', hours, onChange: fn() },
} satisfies Meta<typeof HoursEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AWeek: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Business hours, your location' })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox', { name: 'Closed' })).toHaveLength(7);
    // A closed day's times cannot be typed.
    await expect(canvas.getByRole('group', { name: 'Sunday opens' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getAllByRole('checkbox', { name: 'Closed' })[5] as HTMLElement);
    await expect(args.onChange).toHaveBeenCalledWith('saturday', { open: '09:00', close: '17:00', isClosed: false });
  },
};

export const ClosingBeforeOpening: Story = {
  args: {
    hours: { ...hours, monday: { open: '17:00', close: '09:00', isClosed: false } },
    errors: { monday: 'closing time must be at least an hour after opening time.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Monday: closing time must be at least an hour after opening time.',
    );
  },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneFrame],
};
