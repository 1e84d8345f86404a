import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneViewport } from '../../../storybook/withPhoneViewport';
import type { SlotPickerProps } from '../SlotPicker/SlotPicker';
import { daySlots, useControlledPicker } from '../storyFixtures';
import { ScheduleAppointmentDialog, type ScheduleAppointmentDialogProps } from './ScheduleAppointmentDialog';

const idlePicker: SlotPickerProps = {
  date: null,
  minDate: '2026-11-21',
  onDateChange: fn(),
  slotsStatus: 'idle',
  slots: [],
  selectedSlot: null,
  onSelectSlot: fn(),
};

const loadedPicker = (selectedSlot: string | null = null): SlotPickerProps => ({
  ...idlePicker,
  date: '2026-11-23',
  slotsStatus: 'loaded',
  slots: daySlots,
  selectedSlot,
});

/** The dialog with its picker's date and slot held like the slot picker machine would. */
function ControlledDialog(props: ScheduleAppointmentDialogProps) {
  return <ScheduleAppointmentDialog {...props} picker={useControlledPicker(props.picker)} />;
}

const meta = {
  title: 'Screens/Customer/ScheduleAppointmentDialog',
  component: ScheduleAppointmentDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'Book Appointment',
    provider: { name: 'Dr. Maria Lopez', address: '1200 Brickell Ave, Suite 400, Miami, FL 33131' },
    picker: idlePicker,
    canConfirm: false,
    isSubmitting: false,
    onConfirm: fn(),
  },
  render: (args) => <ControlledDialog {...args} />,
} satisfies Meta<typeof ScheduleAppointmentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = async (name: string) => within(await within(document.body).findByRole('dialog', { name }));

export const BookChooseADate: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await dialogNamed('Book Appointment');
    await expect(dialog.getByText('Dr. Maria Lopez')).toBeVisible();
    await expect(dialog.getByText('Choose a date to see the slots')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('11232026');
    await expect(args.picker.onDateChange).toHaveBeenLastCalledWith('2026-11-23');
  },
};

export const LoadingSlots: Story = {
  args: { picker: { ...loadedPicker(), slotsStatus: 'loading', slots: [] } },
  play: async () => {
    const dialog = await dialogNamed('Book Appointment');
    await expect(dialog.getByRole('status', { name: 'Loading slots' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  },
};

export const ConfirmDisabledUntilSlotChosen: Story = {
  args: { picker: loadedPicker() },
  play: async ({ userEvent, args }) => {
    const dialog = await dialogNamed('Book Appointment');
    await expect(dialog.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Booking' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('radio', { name: /^10:00 AM - 11:00 AM/ }));
    await expect(args.picker.onSelectSlot).toHaveBeenCalledWith('10:00 AM - 11:00 AM');
    await expect(dialog.getByRole('radio', { name: /^10:00 AM - 11:00 AM/ })).toBeChecked();
  },
};

export const SlotChosenConfirms: Story = {
  args: { picker: loadedPicker('10:00 AM - 11:00 AM'), canConfirm: true },
  play: async ({ userEvent, args }) => {
    const dialog = await dialogNamed('Book Appointment');
    await expect(dialog.getByRole('radio', { name: /^10:00 AM - 11:00 AM/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Booking' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const SubmittingShowsSpinner: Story = {
  args: { picker: loadedPicker('10:00 AM - 11:00 AM'), canConfirm: true, isSubmitting: true },
  play: async ({ userEvent, args }) => {
    const dialog = await dialogNamed('Book Appointment');
    await expect(dialog.getByRole('status', { name: 'Working' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(dialog.getByRole('radio', { name: /^11:00 AM - 12:00 PM/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /Confirm Booking/ }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const RescheduleAppointment: Story = {
  args: { title: 'Reschedule Appointment', picker: loadedPicker('01:00 PM - 02:00 PM'), canConfirm: true },
  play: async () => {
    const dialog = await dialogNamed('Reschedule Appointment');
    await expect(dialog.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
  },
};

export const RebookWithOwnConfirmLabel: Story = {
  args: {
    title: 'Rebook Appointment',
    picker: loadedPicker('02:00 PM - 03:00 PM'),
    canConfirm: true,
    confirmLabel: 'Confirm Rebooking',
  },
  play: async () => {
    const dialog = await dialogNamed('Rebook Appointment');
    await expect(dialog.getByRole('button', { name: 'Confirm Rebooking' })).toBeEnabled();
  },
};

/** The provider moves a customer's booking (issue 25): the same picker, its own title and button. */
export const ProviderMovesAnAppointment: Story = {
  args: {
    title: 'Move Appointment',
    provider: {
      name: 'Casey Customer · now 2026/11/24 · 11:00 AM - 12:00 PM',
      address: '1200 Biscayne Blvd, Miami, FL 33101',
    },
    picker: loadedPicker('02:00 PM - 03:00 PM'),
    canConfirm: true,
    confirmLabel: 'Move Appointment',
  },
  play: async ({ userEvent, args }) => {
    const dialog = await dialogNamed('Move Appointment');
    await expect(dialog.getByText('Casey Customer · now 2026/11/24 · 11:00 AM - 12:00 PM')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Move Appointment' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const ProviderMovesAnAppointmentPhone: Story = {
  ...ProviderMovesAnAppointment,
  decorators: [withPhoneViewport],
};

export const PhoneWidth: Story = {
  args: { picker: loadedPicker('10:00 AM - 11:00 AM'), canConfirm: true },
  decorators: [withPhoneViewport],
  play: async () => {
    const dialog = await dialogNamed('Book Appointment');
    await expect(dialog.getByRole('button', { name: 'Confirm Booking' })).toBeVisible();
  },
};
