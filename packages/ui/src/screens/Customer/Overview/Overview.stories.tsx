import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { Overview, type OverviewAppointment, type OverviewConcern } from './Overview';

// Fixed so the clock and date, and therefore the screenshots, never change.
const now = new Date('2026-11-21T14:05:09');

const recentAppointments: OverviewAppointment[] = [
  {
    id: 31,
    service: 'Orthopedics',
    providerName: 'Bayview Orthopedic Group',
    date: '2026/11/24',
    slot: '09:00 AM - 10:00 AM',
    statusLabel: 'Confirmed',
    statusTone: 'info',
  },
  {
    id: 30,
    service: 'Car Accidents',
    providerName: 'Harbor Injury Law',
    date: '2026/11/23',
    slot: '02:00 PM - 03:00 PM',
    statusLabel: 'Pending',
    statusTone: 'caution',
  },
  {
    id: 29,
    service: 'Physical Therapy',
    providerName: 'Northside Rehab Clinic',
    date: '2026/11/18',
    slot: '11:00 AM - 12:00 PM',
    statusLabel: 'Completed',
    statusTone: 'positive',
  },
];

const recentConcerns: OverviewConcern[] = [
  {
    id: 14,
    title: 'Billing question about my last visit',
    description:
      'I was charged twice for the consultation on 18 November. Could someone check the invoice and refund the duplicate payment to my card?',
    createdAt: '2026/11/20',
    statusLabel: 'In Progress',
    statusTone: 'caution',
  },
  {
    id: 13,
    title: 'Wrong address on provider profile',
    description: 'The address shown for Bayview Orthopedic Group is their old office.',
    createdAt: '2026/11/17',
    statusLabel: 'Resolved',
    statusTone: 'positive',
  },
];

const filledCounts = { upcomingAppointments: 2, pastAppointments: 7, completedConcerns: 3, activeConcerns: 1 };

const meta = {
  title: 'Screens/Customer/Overview',
  component: Overview,
  args: {
    now,
    userName: 'Maria Lopez',
    counts: null,
    appointmentsStatus: 'loading',
    recentAppointments: [],
    concernsStatus: 'loading',
    recentConcerns: [],
    onRetry: fn(),
  },
} satisfies Meta<typeof Overview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome back, Maria' })).toBeVisible();
    await expect(canvas.getByText('14:05:09')).toBeVisible();
    for (const label of ['Upcoming Appointments', 'Past Appointments', 'Completed Concerns', 'Active Concerns']) {
      await expect(within(canvas.getByRole('region', { name: label })).getByText('—')).toBeVisible();
    }
    await expect(canvas.getByRole('status', { name: 'Loading recent appointments' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading recent concerns' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    counts: { upcomingAppointments: 0, pastAppointments: 0, completedConcerns: 0, activeConcerns: 0 },
    appointmentsStatus: 'loaded',
    concernsStatus: 'loaded',
  },
  play: async ({ canvas }) => {
    for (const label of ['Upcoming Appointments', 'Past Appointments', 'Completed Concerns', 'Active Concerns']) {
      await expect(within(canvas.getByRole('region', { name: label })).getByText('0')).toBeVisible();
    }
    const appointments = within(canvas.getByRole('region', { name: 'Recent Appointments' }));
    await expect(appointments.getByText('No recent appointments')).toBeVisible();
    await expect(appointments.getByText('Appointments from the last 5 days appear here.')).toBeVisible();
    const concerns = within(canvas.getByRole('region', { name: 'Recent Concerns' }));
    await expect(concerns.getByText('No recent concerns')).toBeVisible();
    await expect(concerns.getByText('Concerns from the last 5 days appear here.')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { appointmentsStatus: 'failed', concernsStatus: 'loaded', recentConcerns },
  play: async ({ canvas, userEvent, args }) => {
    for (const label of ['Upcoming Appointments', 'Past Appointments', 'Completed Concerns', 'Active Concerns']) {
      await expect(within(canvas.getByRole('region', { name: label })).getByText('—')).toBeVisible();
    }
    const appointments = within(canvas.getByRole('region', { name: 'Recent Appointments' }));
    await expect(appointments.getByText('We could not load your appointments.')).toBeVisible();
    // A failed load is not an empty list.
    await expect(appointments.queryByText('No recent appointments')).toBeNull();
    await expect(within(canvas.getByRole('region', { name: 'Recent Concerns' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    await userEvent.click(appointments.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  args: {
    counts: filledCounts,
    appointmentsStatus: 'loaded',
    recentAppointments,
    concernsStatus: 'loaded',
    recentConcerns,
  },
  play: async ({ canvas }) => {
    const clock = canvas.getByText('14:05:09');
    await expect(clock).toBeVisible();
    await expect(clock).toHaveAttribute('datetime', '14:05:09');
    await expect(clock).toHaveAttribute('aria-live', 'off');
    await expect(canvas.getByText('Saturday, November 21, 2026')).toHaveAttribute('datetime', '2026-11-21');

    const expected = {
      'Upcoming Appointments': '2',
      'Past Appointments': '7',
      'Completed Concerns': '3',
      'Active Concerns': '1',
    };
    for (const [label, value] of Object.entries(expected)) {
      await expect(within(canvas.getByRole('region', { name: label })).getByText(value)).toBeVisible();
    }

    const appointments = within(canvas.getByRole('region', { name: 'Recent Appointments' })).getAllByRole('listitem');
    await expect(appointments).toHaveLength(3);
    const firstAppointment = within(appointments[0] as HTMLElement);
    await expect(firstAppointment.getByRole('heading', { name: 'Orthopedics' })).toBeVisible();
    await expect(firstAppointment.getByText('Bayview Orthopedic Group')).toBeVisible();
    await expect(firstAppointment.getByText('2026/11/24 · 09:00 AM - 10:00 AM')).toBeVisible();
    await expect(firstAppointment.getByText('Confirmed')).toBeVisible();
    await expect(within(appointments[1] as HTMLElement).getByText('Pending')).toBeVisible();
    await expect(within(appointments[2] as HTMLElement).getByText('Completed')).toBeVisible();

    const concerns = within(canvas.getByRole('region', { name: 'Recent Concerns' })).getAllByRole('listitem');
    await expect(concerns).toHaveLength(2);
    const firstConcern = within(concerns[0] as HTMLElement);
    await expect(firstConcern.getByRole('heading', { name: 'Billing question about my last visit' })).toBeVisible();
    await expect(firstConcern.getByText(/^I was charged twice/)).toBeVisible();
    await expect(firstConcern.getByText('Created 2026/11/20')).toBeVisible();
    await expect(firstConcern.getByText('In Progress')).toBeVisible();
    const secondConcern = within(concerns[1] as HTMLElement);
    await expect(secondConcern.getByRole('heading', { name: 'Wrong address on provider profile' })).toBeVisible();
    await expect(secondConcern.getByText('Resolved')).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  args: {
    counts: filledCounts,
    appointmentsStatus: 'loaded',
    recentAppointments,
    concernsStatus: 'loaded',
    recentConcerns,
  },
  decorators: [withPhoneFrame],
};

/** Four narrow columns: some labels wrap onto two lines, and the numbers still line up. */
export const CountsAlignWhenLabelsWrap: Story = {
  args: PhoneWidth.args,
  decorators: [
    (Story) => (
      <div style={{ width: '900px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const labels = ['Upcoming Appointments', 'Past Appointments', 'Completed Concerns', 'Active Concerns'];
    const tops = labels.map(
      (label) =>
        within(canvas.getByRole('region', { name: label }))
          .getByText(/^\d+$/)
          .getBoundingClientRect().top,
    );
    await expect(new Set(tops).size).toBe(1);
  },
};
