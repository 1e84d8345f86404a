import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { type AdminUserRow, Users } from './Users';

const users: AdminUserRow[] = [
  {
    id: 'u1',
    name: 'Avery Admin',
    email: 'admin@demo.test',
    userType: 'admin',
    isVerified: true,
    providerStatus: null,
  },
  {
    id: 'u2',
    name: 'Dr. Priya Patel',
    email: 'provider@demo.test',
    userType: 'provider',
    // A provider's verification is its business's (one source, as the app maps it).
    isVerified: true,
    providerStatus: 'verified',
  },
  {
    id: 'u3',
    name: null,
    email: 'new.person@example.com',
    userType: 'customer',
    isVerified: false,
    providerStatus: null,
  },
  {
    id: 'u4',
    name: 'Harbor Legal',
    email: 'intake@harborlegal.test',
    userType: 'provider',
    isVerified: false,
    providerStatus: 'pending',
  },
];

const firstPage = {
  search: '',
  onSearchChange: fn(),
  pager: { summary: '1–25 of 312', hasPrevious: false, hasNext: true, onPrevious: fn(), onNext: fn() },
};

const meta = {
  title: 'Screens/Admin/Users',
  component: Users,
  args: {
    users,
    status: 'loaded',
    onRetry: fn(),
    paging: firstPage,
    onView: fn(),
    onToggleVerified: fn(),
  },
} satisfies Meta<typeof Users>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'User Management' })).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Users' })).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    const priya = within(rows[2] as HTMLElement);
    await expect(priya.getByText('provider@demo.test')).toBeVisible();
    await expect(priya.getByText('Verified')).toBeVisible();
    await expect(priya.getByText('verified')).toBeVisible();
    const harbor = within(rows[4] as HTMLElement);
    await expect(harbor.getByText('Unverified')).toBeVisible();
    await expect(harbor.getByText('pending')).toBeVisible();
    await expect(within(rows[3] as HTMLElement).getByText('No name')).toBeVisible();
    await expect(within(rows[3] as HTMLElement).getByText('customer')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unverify Dr. Priya Patel' }));
    await expect(args.onToggleVerified).toHaveBeenCalledWith('u2');
    await userEvent.click(canvas.getByRole('button', { name: 'Unverify Avery Admin' }));
    await expect(args.onToggleVerified).toHaveBeenLastCalledWith('u1');
    await userEvent.click(canvas.getByRole('button', { name: 'View Dr. Priya Patel' }));
    await expect(args.onView).toHaveBeenCalledWith('u2');
  },
};

export const FirstPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const pages = within(canvas.getByRole('navigation', { name: 'Users pages' }));
    await expect(pages.getByText('1–25 of 312')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await expect(args.paging.pager.onNext).toHaveBeenCalledOnce();
  },
};

export const MiddlePage: Story = {
  args: {
    paging: { ...firstPage, pager: { ...firstPage.pager, summary: '76–100 of 312', hasPrevious: true } },
  },
  play: async ({ canvas, userEvent, args }) => {
    const pages = within(canvas.getByRole('navigation', { name: 'Users pages' }));
    await expect(pages.getByText('76–100 of 312')).toBeVisible();
    await userEvent.click(pages.getByRole('button', { name: 'Previous' }));
    await expect(args.paging.pager.onPrevious).toHaveBeenCalledOnce();
  },
};

export const Searching: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Search users' });
    await expect(box).toHaveAttribute('placeholder', 'Search users by name or email...');
    await userEvent.type(box, 'P');
    await expect(args.paging.onSearchChange).toHaveBeenCalledWith('P');
  },
};

export const Updating: Story = { args: { updatingId: 'u2' } };

export const Loading: Story = {
  args: { users: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading users...' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Users pages' })).toBeNull();
  },
};

export const NoUsersFound: Story = {
  args: {
    users: [],
    paging: { ...firstPage, search: 'nobody', pager: { ...firstPage.pager, summary: '0 of 0', hasNext: false } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Search users' })).toHaveValue('nobody');
    await expect(canvas.getByText('No users found')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Users pages' })).toBeNull();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { users: [], status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByText('No users found')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneFrame],
  play: async ({ canvas, userEvent, args }) => {
    // Each user is a card whose buttons are in view: nothing is left off to the right.
    const verify = canvas.getByRole('button', { name: 'Verify Harbor Legal' });
    const frame = canvas.getByRole('table', { name: 'Users' }).parentElement as HTMLElement;
    await expect(verify.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await userEvent.click(verify);
    await expect(args.onToggleVerified).toHaveBeenCalledWith('u4');
  },
};
