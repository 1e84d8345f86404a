import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { type AdminBookingDetails, BookingDetailsDialog } from './BookingDetailsDialog';
import { type AdminBookingRow, Bookings } from './Bookings';

const bookings: AdminBookingRow[] = [
  {
    id: 'BK-7QK2M9XH4T',
    when: '2026/11/24 · 09:00 AM - 10:00 AM',
    customerName: 'Casey Customer',
    customerEmail: 'customer@demo.test',
    businessName: 'Biscayne Orthopedic Center',
    status: 'Confirmed',
    statusTone: 'info',
  },
  {
    id: 'BK-3RTW8PL2QA',
    when: '2026/11/23 · 02:00 PM - 03:00 PM',
    customerName: 'Robin Booker',
    customerEmail: 'robin@example.test',
    businessName: 'Harbor Legal Group',
    status: 'Cancelled by Injury Assist',
    statusTone: 'critical',
  },
];

const paging = {
  search: '',
  onSearchChange: fn(),
  pager: { summary: '1–2 of 2', hasPrevious: false, hasNext: false, onPrevious: fn(), onNext: fn() },
  sort: null,
  onSortChange: fn(),
  onExport: fn(),
};

const meta = {
  title: 'Screens/Admin/Bookings',
  component: Bookings,
  args: {
    bookings,
    status: 'loaded',
    onRetry: fn(),
    paging,
    filters: { status: 'all', from: null, to: null },
    onFiltersChange: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof Bookings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Bookings' })).toBeVisible();
    const grid = within(canvas.getByRole('table', { name: 'Bookings' }));
    await expect(grid.getByText('Cancelled by Injury Assist')).toBeVisible();
    await userEvent.click(within(grid.getByRole('columnheader', { name: /When/ })).getByRole('button'));
    await expect(args.paging.onSortChange).toHaveBeenCalledWith({ column: 'when', direction: 'ascending' });
    await userEvent.click(canvas.getByRole('button', { name: 'Open booking BK-7QK2M9XH4T' }));
    await expect(args.onOpen).toHaveBeenCalledWith('BK-7QK2M9XH4T');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search bookings' }), 'R');
    await expect(args.paging.onSearchChange).toHaveBeenCalledWith('R');
  },
};

export const RangeRefused: Story = {
  args: {
    bookings: [],
    filters: { status: 'cancelled', from: '2026-11-24', to: '2026-11-20' },
    rangeError: 'The end date is before the start date.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The end date is before the start date.')).toBeVisible();
  },
};

export const Loading: Story = { args: { bookings: [], status: 'loading' } };

export const LoadFailed: Story = {
  args: { bookings: [], status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneFrame],
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('table', { name: 'Bookings' }).parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

const details: AdminBookingDetails = {
  id: 'BK-7QK2M9XH4T',
  when: '2026/11/24 · 09:00 AM - 10:00 AM (America/New_York)',
  address: '1200 Biscayne Blvd, Miami, FL 33101',
  services: 'Orthopedics, Physical Therapy',
  status: 'Confirmed',
  statusTone: 'info',
  cancelReason: null,
  customer: { name: 'Casey Customer', email: 'customer@demo.test', phone: '+1 (305) 555-0199' },
  business: { name: 'Biscayne Orthopedic Center', email: 'desk@biscayne-ortho.test', phone: null },
  canCancel: true,
};

export const DetailsOpen: Story = {
  render: () => (
    <BookingDetailsDialog
      isOpen
      onOpenChange={fn()}
      status="loaded"
      details={details}
      onRetry={fn()}
      onCancelBooking={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Booking details' }));
    // Visible once the dialog has finished entering, which a busy machine can draw a frame late.
    await waitFor(() => expect(dialog.getByText('customer@demo.test')).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  },
};

export const DetailsCancelledByPlatform: Story = {
  render: () => (
    <BookingDetailsDialog
      isOpen
      onOpenChange={fn()}
      status="loaded"
      details={{
        ...details,
        status: 'Cancelled by Injury Assist',
        statusTone: 'critical',
        cancelReason: 'The clinic is closed for a flood.',
        canCancel: false,
      }}
      onRetry={fn()}
      onCancelBooking={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Booking details' }));
    // Visible once the dialog has finished entering, as in DetailsOpen.
    await waitFor(() => expect(dialog.getByText('The clinic is closed for a flood.')).toBeVisible());
    await expect(dialog.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  },
};
