import type { AppointmentTab, NewBookingStatus } from '@injury-assist/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import {
  type ProviderAppointmentRow,
  ProviderAppointments,
  type ProviderAppointmentsProps,
} from './ProviderAppointments';

const base = {
  services: 'Orthopedics, Physical Therapy',
  address: '1200 Biscayne Blvd, Miami, FL 33101',
  cancelReason: null,
};

const upcoming: ProviderAppointmentRow[] = [
  {
    ...base,
    id: 'BK-PENDING01',
    customerName: 'Jordan Patient',
    customerEmail: 'jordan@example.com',
    customerPhone: '+1 (305) 555-0142',
    date: '2026/11/24',
    slot: '09:00 AM - 10:00 AM',
    statusLabel: 'Pending',
    statusTone: 'caution',
    actions: ['confirm', 'cancel'],
  },
  {
    ...base,
    id: 'BK-CONFIRM02',
    customerName: 'Casey Customer',
    customerEmail: 'customer@demo.test',
    customerPhone: null,
    date: '2026/11/24',
    slot: '02:00 PM - 03:00 PM',
    statusLabel: 'Confirmed',
    statusTone: 'info',
    actions: ['cancel'],
  },
  {
    ...base,
    id: 'BK-STARTED03',
    customerName: 'Robin Booker',
    customerEmail: 'robin@example.com',
    customerPhone: '+1 (786) 555-0199',
    date: '2026/11/23',
    slot: '03:00 PM - 04:00 PM',
    statusLabel: 'Confirmed',
    statusTone: 'info',
    actions: ['complete', 'noShow'],
  },
  {
    ...base,
    id: 'BK-CANCEL04',
    customerName: 'Alex Moreno',
    customerEmail: 'alex@example.com',
    customerPhone: null,
    date: '2026/11/26',
    slot: '11:00 AM - 12:00 PM',
    statusLabel: 'Cancelled',
    statusTone: 'critical',
    cancelReason: 'The doctor is away at a conference.',
    actions: [],
  },
];

const past: ProviderAppointmentRow[] = [
  {
    ...base,
    id: 'BK-DONE0005',
    customerName: 'Casey Customer',
    customerEmail: 'customer@demo.test',
    customerPhone: '+1 (305) 555-0142',
    date: '2026/11/20',
    slot: '04:00 PM - 05:00 PM',
    statusLabel: 'Completed',
    statusTone: 'positive',
    actions: [],
  },
  {
    ...base,
    id: 'BK-NOSHOW06',
    customerName: 'Sam Lee',
    customerEmail: 'sam@example.com',
    customerPhone: null,
    date: '2026/11/18',
    slot: '10:00 AM - 11:00 AM',
    statusLabel: 'No-show',
    statusTone: 'neutral',
    actions: [],
  },
  {
    ...base,
    id: 'BK-BYCUST07',
    customerName: 'Morgan Early',
    customerEmail: 'morgan@example.com',
    customerPhone: null,
    date: '2026/11/15',
    slot: '09:00 AM - 10:00 AM',
    statusLabel: 'Cancelled by customer',
    statusTone: 'critical',
    actions: [],
  },
];

function WithState(props: ProviderAppointmentsProps) {
  const [tab, setTab] = useState<AppointmentTab>(props.tab);
  const [status, setStatus] = useState<NewBookingStatus>(props.newBookingStatus);
  return (
    <ProviderAppointments
      {...props}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange(next);
      }}
      newBookingStatus={status}
      onNewBookingStatusChange={(next) => {
        setStatus(next);
        props.onNewBookingStatusChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Provider/Appointments',
  component: ProviderAppointments,
  args: {
    status: 'loaded',
    onRetry: fn(),
    tab: 'upcoming',
    onTabChange: fn(),
    upcoming,
    past,
    busy: null,
    onAction: fn(),
    onCancel: fn(),
    onMove: fn(),
    cancelDialog: null,
    onReasonChange: fn(),
    onReasonSubmit: fn(),
    onReasonDismiss: fn(),
    newBookingStatus: 'confirmed',
    onNewBookingStatusChange: fn(),
    isSavingNewBookingStatus: false,
  },
  render: (args) => <WithState {...args} />,
} satisfies Meta<typeof ProviderAppointments>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading upcoming appointments' })).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { upcoming: [], past: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No appointments found')).toBeVisible();
  },
};

export const UpcomingWithWhoBookedAndActions: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByRole('heading', { name: 'Jordan Patient' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'jordan@example.com' })).toHaveAttribute(
      'href',
      'mailto:jordan@example.com',
    );
    await expect(first.getByRole('link', { name: '+1 (305) 555-0142' })).toHaveAttribute('href', 'tel:+13055550142');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Confirm: Jordan Patient on 2026/11/24, 09:00 AM - 10:00 AM' }),
    );
    await expect(args.onAction).toHaveBeenCalledWith('BK-PENDING01', 'confirm');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mark no-show: Robin Booker on 2026/11/23, 03:00 PM - 04:00 PM' }),
    );
    await expect(args.onAction).toHaveBeenLastCalledWith('BK-STARTED03', 'noShow');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel: Casey Customer on 2026/11/24, 02:00 PM - 03:00 PM' }),
    );
    await expect(args.onCancel).toHaveBeenCalledWith('BK-CONFIRM02');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Move: Casey Customer on 2026/11/24, 02:00 PM - 03:00 PM' }),
    );
    await expect(args.onMove).toHaveBeenCalledWith('BK-CONFIRM02');
    await expect(
      canvas.queryByRole('button', { name: 'Move: Robin Booker on 2026/11/23, 03:00 PM - 04:00 PM' }),
    ).toBeNull();
    await expect(canvas.getByText('Reason given: The doctor is away at a conference.')).toBeVisible();
  },
};

export const PastWithEveryOutcome: Story = {
  args: { tab: 'past' },
  play: async ({ canvas }) => {
    for (const label of ['Completed', 'No-show', 'Cancelled by customer'])
      await expect(canvas.getByText(label)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Cancel:/ })).toBeNull();
  },
};

export const ConfirmingWaits: Story = {
  args: { busy: { id: 'BK-PENDING01', action: 'confirm' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Mark completed: Robin Booker/ })).toBeDisabled();
  },
};

export const CancelAsksForAReason: Story = {
  args: { cancelDialog: { appointment: upcoming[1] ?? null, reason: '', error: null, isWorking: false } },
  play: async ({ userEvent, args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Cancel this appointment?' });
    // The dialog loads on its first opening, then fades in.
    await waitFor(() => expect(within(dialog).getByText('Casey Customer')).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for the customer/ }), 'S');
    await expect(args.onReasonChange).toHaveBeenLastCalledWith('S');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await expect(args.onReasonSubmit).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep appointment' }));
    await expect(args.onReasonDismiss).toHaveBeenCalled();
  },
};

export const CancelWithoutAReason: Story = {
  args: {
    cancelDialog: {
      appointment: upcoming[1] ?? null,
      reason: '',
      error: 'Give the customer a reason for cancelling.',
      isWorking: false,
    },
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Cancel this appointment?' });
    await waitFor(() => expect(within(dialog).getByText('Give the customer a reason for cancelling.')).toBeVisible());
  },
};

export const Cancelling: Story = {
  args: {
    cancelDialog: { appointment: upcoming[1] ?? null, reason: 'The doctor is ill.', error: null, isWorking: true },
  },
};

export const ChoosingPendingFirst: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /New bookings start/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Pending until I confirm' }));
    await expect(args.onNewBookingStatusChange).toHaveBeenCalledWith('pending');
  },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneFrame],
};
