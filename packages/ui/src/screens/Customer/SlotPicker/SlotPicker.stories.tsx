import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { daySlots, useControlledPicker } from '../storyFixtures';
import { SlotPicker, type SlotPickerProps } from './SlotPicker';

/** The picker with its date and slot held like the slot picker machine would. */
function ControlledSlotPicker(props: SlotPickerProps) {
  return <SlotPicker {...useControlledPicker(props)} />;
}

/** The visible cell (the <label>) around a slot's hidden radio input: what a person clicks. */
function cellOf(radio: HTMLElement): HTMLElement {
  const cell = radio.closest('label');
  if (!cell) throw new Error('slot radio without its label');
  return cell;
}

const meta = {
  title: 'Screens/Customer/SlotPicker',
  component: SlotPicker,
  args: {
    date: '2026-11-23',
    minDate: '2026-11-21',
    onDateChange: fn(),
    slotsStatus: 'loaded',
    slots: daySlots,
    selectedSlot: null,
    onSelectSlot: fn(),
  },
  render: (args) => <ControlledSlotPicker {...args} />,
} satisfies Meta<typeof SlotPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IdleAsksForADate: Story = {
  args: { date: null, slotsStatus: 'idle', slots: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Choose a date to see the slots')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('11242026');
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-11-24');
  },
};

export const CalendarDisablesPastAndClosedDays: Story = {
  args: { date: null, slotsStatus: 'idle', slots: [], closedDays: ['Saturday', 'Sunday'] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /calendar/i }));
    const calendar = within(await screen.findByRole('dialog'));
    await expect(calendar.getByRole('heading', { name: 'November 2026' })).toBeVisible();
    await expect(calendar.getByRole('button', { name: /November 20, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(calendar.getByRole('button', { name: /November 22, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(calendar.getByRole('button', { name: /November 24, 2026/ }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-11-24');
  },
};

export const ClosedDayTyped: Story = {
  args: { date: '2026-11-28', slotsStatus: 'loaded', slots: [], closedDays: ['Saturday', 'Sunday'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Closed on Saturdays')).toBeVisible();
  },
};

const THANKSGIVING = 'This location is closed on November 26, 2026 (Thanksgiving Day). Please choose another day.';

export const ClosureOnTheDate: Story = {
  args: { date: '2026-11-26', slotsStatus: 'loaded', slots: [], closedMessage: THANKSGIVING },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Closed on this day')).toBeVisible();
    await expect(canvas.getByText(THANKSGIVING)).toBeVisible();
    await expect(canvas.getByText('Closed on this date')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const ClosureOnTheDatePhone: Story = {
  ...ClosureOnTheDate,
  decorators: [withPhoneFrame],
};

const NOT_TAKING_BOOKINGS = 'This provider is not taking bookings right now.';

export const ProviderNotTakingBookings: Story = {
  args: { slotsStatus: 'loaded', slots: [], unavailableMessage: NOT_TAKING_BOOKINGS },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not taking bookings')).toBeVisible();
    await expect(canvas.getByText(NOT_TAKING_BOOKINGS)).toBeVisible();
    await expect(canvas.queryByText('Closed on this date')).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const ProviderNotTakingBookingsPhone: Story = {
  ...ProviderNotTakingBookings,
  decorators: [withPhoneFrame],
};

export const PastDateRejected: Story = {
  args: { date: '2026-11-20', slotsStatus: 'idle', slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Date must be on or after 11/21/2026')).toBeVisible();
  },
};

export const LoadingSlots: Story = {
  args: { slotsStatus: 'loading', slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading slots' })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    // The slot area keeps the height of the 'Choose a date' message (10.5rem), so a dialog does not jump.
    const area = canvas.getByRole('status', { name: 'Loading slots' }).closest('[aria-busy]');
    await expect(area?.getBoundingClientRect().height).toBeGreaterThanOrEqual(168);
  },
};

export const SlotsLoaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Available slots' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /^11:00 AM - 12:00 PM/ }));
    await expect(args.onSelectSlot).toHaveBeenCalledWith('11:00 AM - 12:00 PM');
    await expect(canvas.getByRole('radio', { name: /^11:00 AM - 12:00 PM/ })).toBeChecked();
  },
};

export const SelectedSlot: Story = {
  args: { selectedSlot: '02:00 PM - 03:00 PM' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /^02:00 PM - 03:00 PM/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^10:00 AM - 11:00 AM/ })).not.toBeChecked();
  },
};

export const UnavailableSlotsDisabled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const booked = canvas.getByRole('radio', { name: /^09:00 AM - 10:00 AM/ });
    await expect(booked).toBeDisabled();
    await expect(canvas.getAllByText('Unavailable')).toHaveLength(2);
    await userEvent.click(cellOf(booked));
    await expect(args.onSelectSlot).not.toHaveBeenCalled();
    await expect(booked).not.toBeChecked();
  },
};

export const NoSlotsOnThisDay: Story = {
  args: { slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No slots on this day')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const SlotsFailedToLoad: Story = {
  args: { slotsStatus: 'failed', slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Slots could not be loaded')).toBeVisible();
  },
};

export const DisabledWhileSubmitting: Story = {
  args: { selectedSlot: '10:00 AM - 11:00 AM', isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const slot = canvas.getByRole('radio', { name: /^11:00 AM - 12:00 PM/ });
    await expect(slot).toBeDisabled();
    await userEvent.click(cellOf(slot));
    await expect(args.onSelectSlot).not.toHaveBeenCalled();
  },
};

export const PhoneWidth: Story = {
  args: { selectedSlot: '10:00 AM - 11:00 AM' },
  decorators: [withPhoneFrame],
};
