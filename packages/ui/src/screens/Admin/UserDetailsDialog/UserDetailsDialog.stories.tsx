import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { type AdminUserDetails, UserDetailsDialog } from './UserDetailsDialog';

const provider: AdminUserDetails = {
  name: 'Dr. Priya Patel',
  email: 'provider@demo.test',
  userType: 'provider',
  isVerified: true,
  joined: '2026/10/02',
  bookingCount: 0,
  concernCount: 0,
  bookings: [],
  provider: {
    businessName: 'Biscayne Orthopedic Center',
    verificationStatus: 'verified',
    plan: 'Professional, monthly',
    planStatus: 'Active until 2026/12/21',
    locations: ['1200 Biscayne Blvd, Miami, FL 33101', '455 Alton Rd, Miami Beach, FL 33139'],
  },
};

const customer: AdminUserDetails = {
  name: 'Casey Customer',
  email: 'customer@demo.test',
  userType: 'customer',
  isVerified: false,
  joined: '2026/09/14',
  bookingCount: 9,
  concernCount: 2,
  bookings: [
    { id: 'b1', when: '2026/11/24 · 09:00 AM - 10:00 AM', provider: 'Biscayne Orthopedic Center', status: 'Confirmed' },
    { id: 'b2', when: '2026/11/12 · 02:00 PM - 03:00 PM', provider: 'Harbor Legal', status: 'Completed' },
  ],
  provider: null,
};

const dialog = (element: HTMLElement) =>
  within(within(element.ownerDocument.body).getByRole('dialog', { name: 'User details' }));

const meta = {
  title: 'Screens/Admin/UserDetailsDialog',
  component: UserDetailsDialog,
  parameters: { layout: 'fullscreen' },
  args: { isOpen: true, onOpenChange: fn(), status: 'loaded', details: customer, onRetry: fn() },
} satisfies Meta<typeof UserDetailsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  play: async ({ canvasElement }) => {
    const view = dialog(canvasElement);
    await expect(view.getByText('Casey Customer')).toBeVisible();
    await expect(view.getByText('9')).toBeVisible();
    await expect(view.getAllByRole('listitem')).toHaveLength(2);
    await expect(view.queryByRole('heading', { name: 'Business' })).toBeNull();
  },
};

export const Provider: Story = {
  args: { details: provider },
  play: async ({ canvasElement }) => {
    const view = dialog(canvasElement);
    await expect(view.getByRole('heading', { name: 'Business' })).toBeVisible();
    await expect(view.getByText('Professional, monthly')).toBeVisible();
    await expect(view.getByText('455 Alton Rd, Miami Beach, FL 33139')).toBeVisible();
    await expect(view.getByText('No bookings')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', details: null },
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByRole('status', { name: 'Loading user details' })).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { status: 'failed', details: null },
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(dialog(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
