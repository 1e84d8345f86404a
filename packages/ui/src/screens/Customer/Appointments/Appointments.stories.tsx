import type { AppointmentTab } from '@injury-assist/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { type AppointmentRow, Appointments, type AppointmentsProps } from './Appointments';

const upcoming: AppointmentRow[] = [
  {
    id: '301',
    service: 'Physical Therapy',
    providerName: 'Bayview Orthopedic Group',
    address: '1200 Brickell Ave, Miami, FL 33131',
    date: '2026/11/24',
    slot: '09:00 AM - 10:00 AM',
    statusLabel: 'Confirmed',
    statusTone: 'info',
    buttons: ['Reschedule', 'Cancel'],
  },
  {
    id: '302',
    service: 'Physical Therapy',
    providerName: 'Bayview Orthopedic Group',
    address: '1200 Brickell Ave, Miami, FL 33131',
    date: '2026/11/24',
    slot: '02:00 PM - 03:00 PM',
    statusLabel: 'Pending',
    statusTone: 'caution',
    buttons: ['Reschedule', 'Cancel'],
  },
  {
    id: '303',
    service: 'Personal Injury Consultation',
    providerName: 'Hartley & Moss Law',
    address: '88 Peachtree St NE, Suite 400, Atlanta, GA 30303',
    date: '2026/12/02',
    slot: '11:00 AM - 12:00 PM',
    statusLabel: 'Canceled',
    statusTone: 'critical',
    buttons: ['Reschedule'],
  },
];

const past: AppointmentRow[] = [
  {
    id: '201',
    service: 'Orthopedics',
    providerName: 'Bayview Orthopedic Group',
    address: '1200 Brickell Ave, Miami, FL 33131',
    date: '2026/11/10',
    slot: '10:00 AM - 11:00 AM',
    statusLabel: 'Completed',
    statusTone: 'positive',
    buttons: ['Review', 'Rebook'],
  },
  {
    id: '202',
    service: 'Chiropractic Care',
    providerName: 'Sunrise Spine & Wellness',
    address: '415 Ocean Dr, Miami Beach, FL 33139',
    date: '2026/10/28',
    slot: '03:00 PM - 04:00 PM',
    statusLabel: 'Canceled',
    statusTone: 'critical',
    buttons: ['Rebook'],
  },
  {
    id: '203',
    service: 'Neurology',
    providerName: 'Coral Gables Neurology Center',
    address: '2 Alhambra Plaza, Coral Gables, FL 33134',
    date: '2026/10/14',
    slot: '08:00 AM - 09:00 AM',
    statusLabel: 'Confirmed',
    statusTone: 'info',
    buttons: ['Rebook'],
  },
  {
    id: '204',
    service: 'Dermatology',
    providerName: 'Key Biscayne Skin Clinic',
    address: '650 Crandon Blvd, Key Biscayne, FL 33149',
    date: '2026/10/01',
    slot: '01:00 PM - 02:00 PM',
    statusLabel: 'Pending',
    statusTone: 'caution',
    buttons: ['Rebook'],
  },
];

/** Holds the selected tab like the page would, and still reports every change to the spy. */
function AppointmentsWithTab(props: AppointmentsProps) {
  const [tab, setTab] = useState<AppointmentTab>(props.tab);
  return (
    <Appointments
      {...props}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Customer/Appointments',
  component: Appointments,
  args: {
    status: 'loaded',
    onRetry: fn(),
    tab: 'upcoming',
    upcoming: [],
    past: [],
    onTabChange: fn(),
    onBookNew: fn(),
    onReschedule: fn(),
    onCancel: fn(),
    onRebook: fn(),
    onReview: fn(),
  },
  argTypes: { tab: { control: 'inline-radio', options: ['upcoming', 'past'] } },
  render: (args) => <AppointmentsWithTab {...args} />,
} satisfies Meta<typeof Appointments>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', upcoming, past },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading upcoming appointments' })).toBeVisible();
    await expect(canvas.queryByText('No appointments found')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { status: 'failed', upcoming, past },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('We could not load your appointments.')).toBeVisible();
    // A failed load is not an empty list.
    await expect(canvas.queryByText('No appointments found')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const EmptyUpcoming: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Appointments' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('No appointments found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Book New Appointment' }));
    await expect(args.onBookNew).toHaveBeenCalledOnce();
  },
};

export const EmptyPast: Story = {
  args: { tab: 'past' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('No appointments found')).toBeVisible();
    await expect(canvas.getByText('Appointments you have had appear here.')).toBeVisible();
  },
};

export const UpcomingWithEveryStatus: Story = {
  args: { upcoming, past },
  play: async ({ canvas, userEvent, args }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByRole('heading', { name: 'Physical Therapy' })).toBeVisible();
    await expect(first.getByText('Bayview Orthopedic Group')).toBeVisible();
    await expect(first.getByText('1200 Brickell Ave, Miami, FL 33131')).toBeVisible();
    await expect(items[0]).toHaveTextContent('2026/11/24 · 09:00 AM - 10:00 AM');
    for (const status of ['Confirmed', 'Pending', 'Canceled']) {
      await expect(canvas.getByText(status)).toBeVisible();
    }
    // Two rows differ only by their slot; the buttons' names still tell them apart.
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Reschedule Physical Therapy with Bayview Orthopedic Group on 2026/11/24, 02:00 PM - 03:00 PM',
      }),
    );
    await expect(args.onReschedule).toHaveBeenCalledWith('302');
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Cancel Physical Therapy with Bayview Orthopedic Group on 2026/11/24, 09:00 AM - 10:00 AM',
      }),
    );
    await expect(args.onCancel).toHaveBeenCalledWith('301');
    // A cancelled booking can still be moved but no longer cancelled.
    const third = within(items[2] as HTMLElement);
    await expect(third.getByRole('button', { name: /^Reschedule/ })).toBeVisible();
    await expect(third.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    await expect(args.onRebook).not.toHaveBeenCalled();
  },
};

export const PastWithEveryStatus: Story = {
  args: { tab: 'past', upcoming, past },
  play: async ({ canvas, userEvent, args }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    for (const status of ['Completed', 'Canceled', 'Confirmed', 'Pending']) {
      await expect(canvas.getByText(status)).toBeVisible();
    }
    await expect(canvas.queryByRole('button', { name: /^Reschedule/ })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Rebook Chiropractic Care with Sunrise Spine & Wellness on 2026/10/28, 03:00 PM - 04:00 PM',
      }),
    );
    await expect(args.onRebook).toHaveBeenCalledWith('202');
    // A completed appointment not reviewed yet offers Review.
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Review Orthopedics with Bayview Orthopedic Group on 2026/11/10, 10:00 AM - 11:00 AM',
      }),
    );
    await expect(args.onReview).toHaveBeenCalledWith('201');
  },
};

export const SwitchingTabsReportsIt: Story = {
  args: { upcoming, past },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Past' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('past');
    await expect(canvas.getByRole('heading', { name: 'Chiropractic Care' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Upcoming' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('upcoming');
    await expect(args.onTabChange).toHaveBeenCalledTimes(2);
  },
};

export const PhoneWidth: Story = {
  args: { upcoming, past },
  decorators: [withPhoneFrame],
};

export const PhoneWidthPast: Story = {
  args: { tab: 'past', upcoming, past },
  decorators: [withPhoneFrame],
};
