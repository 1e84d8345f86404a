import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { type AdminEventRow, Events } from './Events';

const events: AdminEventRow[] = [
  {
    id: 'e1',
    title: 'Back on your feet: recovery after a car accident',
    description: 'An orthopedic surgeon and a physical therapist explain the first weeks of recovery.',
    date: '2026/12/05 · 6:00 PM',
    fee: '$0.00',
    attendees: '1/40',
    isActive: true,
    status: 'approved',
    organiser: 'Biscayne Orthopedic Center',
    isPlatformEvent: false,
  },
  {
    id: 'e2',
    title: 'Know your rights after an injury',
    description: 'What an injury claim involves and which deadlines apply.',
    date: '2026/12/12 · 12:30 PM',
    fee: '$25.00',
    attendees: '0/100',
    isActive: true,
    status: 'approved',
    organiser: 'Platform',
    isPlatformEvent: true,
  },
  {
    id: 'e3',
    title: 'Mindfulness for chronic pain',
    description: 'A guided session with a counselor on living with long-lasting pain.',
    date: '2026/12/21 · 10:00 AM',
    fee: '$0.00',
    attendees: '0/25',
    isActive: true,
    status: 'pending',
    organiser: 'Bayfront Behavioral Health',
    isPlatformEvent: false,
  },
];

const meta = {
  title: 'Screens/Admin/Events',
  component: Events,
  args: {
    events,
    status: 'loaded',
    onRetry: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onToggleActive: fn(),
    onApprove: fn(),
    onReject: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof Events>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Event Management' })).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Events' })).getAllByRole('row');
    const platform = within(rows[2] as HTMLElement);
    await expect(platform.getByText('$25.00')).toBeVisible();
    await expect(platform.getByText('0/100')).toBeVisible();
    await expect(platform.getByText('Active')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /^Edit/ })).toBeNull();
    await expect(within(rows[3] as HTMLElement).getByText('Pending approval')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Mindfulness for chronic pain' }));
    await expect(args.onApprove).toHaveBeenCalledWith('e3');
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Mindfulness for chronic pain' }));
    await expect(args.onReject).toHaveBeenCalledWith('e3');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Know your rights after an injury' }));
    await expect(args.onEdit).toHaveBeenCalledWith('e2');
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Know your rights after an injury' }));
    await expect(args.onToggleActive).toHaveBeenCalledWith('e2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Event' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { events: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading events...' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No events found')).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { events: [], status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = { decorators: [withPhoneFrame] };

export const RejectedIsNotActive: Story = {
  args: {
    events: [
      {
        id: 'e4',
        title: 'Free scans this weekend',
        description: 'A promotion, not an educational event.',
        date: '2026/12/06 · 9:00 AM',
        fee: '$0.00',
        attendees: '0/50',
        isActive: true,
        status: 'rejected',
        organiser: 'Coral Imaging',
        isPlatformEvent: false,
      },
    ],
  },
  play: async ({ canvas }) => {
    const row = within(canvas.getAllByRole('row')[1] as HTMLElement);
    await expect(row.getByText('Rejected')).toBeVisible();
    await expect(row.queryByText('Active')).toBeNull();
    await expect(row.queryByRole('button', { name: /Deactivate/ })).toBeNull();
  },
};
