import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { bookingFlowStory } from '../booking/booking-flow-story';
import {
  body,
  chooseOrthopedicsInMiami,
  expectToastAndClose,
  pickSlot,
  slotRadio,
  typeDate,
} from '../booking/booking-story-steps';
import { carter, lopez, nguyen, storyCustomer } from '../booking/fake-booking-logic';
import AppointmentsPage from './AppointmentsPage';

const { booking, meta: flowMeta } = bookingFlowStory();

const meta = {
  title: 'Flows/Customer/AppointmentsPage',
  component: AppointmentsPage,
  ...flowMeta,
} satisfies Meta<typeof AppointmentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The rows of the open tab that mention `text`. */
const rows = (canvas: Canvas, text: string) =>
  within(canvas.getByRole('tabpanel'))
    .queryAllByRole('listitem')
    .filter((item) => item.textContent?.includes(text));

async function row(canvas: Canvas, text: string) {
  return waitFor(() => {
    const [match] = rows(canvas, text);
    if (!match) throw new Error(`No appointment row with ${text}`);
    return match;
  });
}

const dialog = () => body().findByRole('dialog');

export const TabsShowUpcomingAndPast: Story = {
  play: async ({ canvas, userEvent }) => {
    const upcoming = await row(canvas, '2026/03/05');
    await expect(within(upcoming).getByText(lopez.name)).toBeVisible();
    await expect(within(upcoming).getByText('Confirmed')).toBeVisible();
    await expect(within(upcoming).getByRole('button', { name: /^Reschedule/ })).toBeVisible();
    await expect(within(upcoming).getByRole('button', { name: /^Cancel/ })).toBeVisible();
    await expect(within(await row(canvas, '2026/03/09')).getByText('Pending')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Past' }));
    const past = await row(canvas, '2026/02/10');
    await expect(within(past).getByText('Completed')).toBeVisible();
    await expect(within(past).getByRole('button', { name: /^Rebook/ })).toBeVisible();
    await expect(within(past).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    await expect(rows(canvas, '2026/03/05')).toHaveLength(0);
  },
};

export const LoadFailedThenTryAgain: Story = {
  beforeEach: () => booking.failNextHistory(),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('We could not load your appointments.')).toBeVisible();
    // A failed load is not "you have none".
    await expect(canvas.queryByText('No appointments found')).toBeNull();
    await expectToastAndClose('Something went wrong on our side.', 'critical');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(within(await row(canvas, '2026/03/05')).getByText(lopez.name)).toBeVisible();
    await expect(canvas.queryByText('We could not load your appointments.')).toBeNull();
  },
};

export const CancelWithConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    const appointment = await row(canvas, '2026/03/09');
    await userEvent.click(within(appointment).getByRole('button', { name: /^Cancel/ }));

    const confirm = await dialog();
    await expect(within(confirm).getByRole('heading', { name: 'Cancel appointment?' })).toBeVisible();
    await expect(within(confirm).getByText(carter.name)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel appointment' }));

    await expect(booking.requests.cancelBooking).toHaveBeenCalledWith({ bookingId: 'bk-102' });
    await expectToastAndClose('Appointment cancelled successfully!', 'success');
    // Upcoming lists live bookings only: the cancelled one leaves it for Past.
    await waitFor(() => expect(rows(canvas, '2026/03/09')).toHaveLength(0));
    await userEvent.click(canvas.getByRole('tab', { name: 'Past' }));
    const cancelled = await row(canvas, '2026/03/09');
    await expect(within(cancelled).getByText('Canceled')).toBeVisible();
    await expect(within(cancelled).queryByRole('button', { name: /^Cancel/ })).toBeNull();
  },
};

export const KeepAppointmentDismissesCancel: Story = {
  play: async ({ canvas, userEvent }) => {
    const appointment = await row(canvas, '2026/03/09');
    await userEvent.click(within(appointment).getByRole('button', { name: /^Cancel/ }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Keep appointment' }));

    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(booking.requests.cancelBooking).not.toHaveBeenCalled();
    await expect(within(appointment).getByText('Pending')).toBeVisible();
  },
};

export const WizardBooksInThreeSteps: Story = {
  play: async ({ canvas, userEvent }) => {
    // Each step's dialog is looked up afresh: step 3 mounts a dialog of its own.
    const step = async (title: string) => {
      const wizard = await body().findByRole('dialog', { name: title });
      await expect(within(wizard).getByText(/^Step \d of 3$/)).toBeVisible();
      return within(wizard);
    };
    await userEvent.click(await canvas.findByRole('button', { name: 'Book New Appointment' }));
    let wizard = await step('Book New Appointment');
    await userEvent.click(wizard.getByRole('button', { name: 'Search Providers' }));
    await expectToastAndClose('Select all fields for search!!', 'critical');

    await chooseOrthopedicsInMiami();
    await userEvent.click(wizard.getByRole('button', { name: 'Search Providers' }));
    wizard = await step('Select Provider');
    // Lopez's two locations and Carter; Nguyen has no zipcode, so the wizard leaves her out.
    await expect(wizard.getAllByRole('button', { name: /^Select / })).toHaveLength(3);
    await expect(wizard.queryByRole('button', { name: new RegExp(nguyen.name) })).toBeNull();
    const carterChoice = { name: `Select ${carter.name}, ${carter.address}` };
    await userEvent.click(wizard.getByRole('button', carterChoice));

    wizard = await step('Schedule Appointment');
    await userEvent.click(wizard.getByRole('button', { name: 'Back' }));
    wizard = await step('Select Provider');
    await userEvent.click(wizard.getByRole('button', carterChoice));
    wizard = await step('Schedule Appointment');

    const schedule = body().getByRole('dialog', { name: 'Schedule Appointment' });
    const confirm = wizard.getByRole('button', { name: 'Confirm Booking' });
    await expect(confirm).toBeDisabled();
    await typeDate(schedule, '03032026');
    await waitFor(() => expect(slotRadio(schedule, '10:00 AM - 11:00 AM')).toBeDisabled());
    await pickSlot(schedule, '09:00 AM - 10:00 AM');
    await userEvent.click(confirm);

    await expect(booking.requests.book).toHaveBeenCalledWith({
      date: '2026-03-03',
      slot: '09:00 AM - 10:00 AM',
      provider_id: 23,
      address: carter.address,
      day: 'Tuesday',
      user_id: storyCustomer.id,
    });
    await expectToastAndClose('Appointment booked successfully!', 'success');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // The list reloads after the booking (2 s in the app, shortened here).
    const booked = await row(canvas, '2026/03/03');
    await expect(within(booked).getByText(carter.name)).toBeVisible();
    await expect(within(booked).getByText(/09:00 AM - 10:00 AM/)).toBeVisible();
  },
};

export const RescheduleMovesAppointment: Story = {
  play: async ({ canvas, userEvent }) => {
    const appointment = await row(canvas, '2026/03/05');
    await userEvent.click(within(appointment).getByRole('button', { name: /^Reschedule/ }));

    const picker = await dialog();
    await expect(within(picker).getByRole('heading', { name: 'Reschedule Appointment' })).toBeVisible();
    await typeDate(picker, '03032026');
    await pickSlot(picker, '11:00 AM - 12:00 PM');
    await userEvent.click(within(picker).getByRole('button', { name: 'Confirm Booking' }));

    await expect(booking.requests.reschedule).toHaveBeenCalledWith({
      booking_id: 'bk-101',
      date: '2026-03-03',
      slot: '11:00 AM - 12:00 PM',
      day: 'Tuesday',
    });
    await expectToastAndClose('Appointment rescheduled successfully!', 'success');
    const moved = await row(canvas, '2026/03/03');
    await expect(within(moved).getByText(/11:00 AM - 12:00 PM/)).toBeVisible();
    await expect(rows(canvas, '2026/03/05')).toHaveLength(0);
  },
};

export const RebookPastAppointment: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Past' }));
    const past = await row(canvas, '2026/02/10');
    await userEvent.click(within(past).getByRole('button', { name: /^Rebook/ }));

    const picker = await dialog();
    await expect(within(picker).getByRole('heading', { name: 'Rebook Appointment' })).toBeVisible();
    await typeDate(picker, '03032026');
    await pickSlot(picker, '02:00 PM - 03:00 PM');
    await userEvent.click(within(picker).getByRole('button', { name: 'Confirm Booking' }));

    await expect(booking.requests.book).toHaveBeenCalledWith(
      expect.objectContaining({ date: '2026-03-03', slot: '02:00 PM - 03:00 PM', address: lopez.downtown }),
    );
    await expectToastAndClose('Appointment booked successfully!', 'success');
    await userEvent.click(canvas.getByRole('tab', { name: 'Upcoming' }));
    const rebooked = await row(canvas, '2026/03/03');
    await expect(within(rebooked).getByText(/02:00 PM - 03:00 PM/)).toBeVisible();
  },
};
