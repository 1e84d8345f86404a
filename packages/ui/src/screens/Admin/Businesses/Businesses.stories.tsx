import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { type AdminBusinessRow, Businesses } from './Businesses';

const businesses: AdminBusinessRow[] = [
  {
    id: 1,
    name: 'Biscayne Orthopedic Center',
    ownerEmail: 'provider@demo.test',
    email: 'desk@biscayne-ortho.test',
    phone: '+1 (305) 555-0101',
    verificationStatus: 'verified',
    isUnlisted: false,
    unlistedReason: null,
  },
  {
    id: 2,
    name: 'Harbor Legal Group',
    ownerEmail: null,
    email: 'intake@harborlegal.test',
    phone: null,
    verificationStatus: 'pending',
    isUnlisted: false,
    unlistedReason: null,
  },
  {
    id: 3,
    name: 'Coral Gables Chiropractic',
    ownerEmail: 'owner@coralchiro.test',
    email: null,
    phone: '+1 (305) 555-0190',
    verificationStatus: 'rejected',
    isUnlisted: true,
    unlistedReason: 'The licence on file has expired.',
  },
];

const paging = {
  search: '',
  onSearchChange: fn(),
  pager: { summary: '1–3 of 3', hasPrevious: false, hasNext: false, onPrevious: fn(), onNext: fn() },
  sort: { column: 'business', direction: 'ascending' as const },
  onSortChange: fn(),
  onExport: fn(),
};

const meta = {
  title: 'Screens/Admin/Businesses',
  component: Businesses,
  args: {
    businesses,
    status: 'loaded',
    onRetry: fn(),
    paging,
    selected: new Set(),
    onSelectionChange: fn(),
    onEdit: fn(),
    onVerify: fn(),
    onSetListed: fn(),
  },
} satisfies Meta<typeof Businesses>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Businesses' })).toBeVisible();
    const grid = canvas.getByRole('table', { name: 'Businesses' });
    await expect(within(grid).getByText('No account yet')).toBeVisible();
    await expect(within(grid).getByText('The licence on file has expired.')).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: /Business/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(within(within(grid).getByRole('columnheader', { name: /Verification/ })).getByRole('button'));
    await expect(args.paging.onSortChange).toHaveBeenCalledWith({ column: 'verification', direction: 'ascending' });
    await userEvent.click(canvas.getByRole('button', { name: 'Unlist Harbor Legal Group' }));
    await expect(args.onSetListed).toHaveBeenCalledWith([2], false);
    await userEvent.click(canvas.getByRole('button', { name: 'Relist Coral Gables Chiropractic' }));
    await expect(args.onSetListed).toHaveBeenLastCalledWith([3], true);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Harbor Legal Group' }));
    await expect(args.onVerify).toHaveBeenCalledWith([2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.paging.onExport).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Harbor Legal Group' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(new Set([2]));
  },
};

export const TwoSelected: Story = {
  args: { selected: new Set([2, 3]) },
  play: async ({ canvas, userEvent, args }) => {
    const bar = within(canvas.getByRole('region', { name: 'Bulk actions' }));
    await expect(bar.getByText('2 selected')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Verify selected' }));
    await expect(args.onVerify).toHaveBeenCalledWith([2, 3]);
    await userEvent.click(bar.getByRole('button', { name: 'Unlist selected' }));
    await expect(args.onSetListed).toHaveBeenCalledWith([2, 3], false);
    await userEvent.click(bar.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(new Set());
  },
};

export const Loading: Story = {
  args: { businesses: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading businesses...' })).toBeVisible();
  },
};

export const NoneFound: Story = {
  args: {
    businesses: [],
    paging: { ...paging, search: 'nobody', pager: { ...paging.pager, summary: '0 of 0' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No businesses found')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { businesses: [], status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = {
  args: { selected: new Set([2]) },
  decorators: [withPhoneFrame],
  play: async ({ canvas }) => {
    const unlist = canvas.getByRole('button', { name: 'Unlist Harbor Legal Group' });
    const frame = canvas.getByRole('table', { name: 'Businesses' }).parentElement as HTMLElement;
    await expect(unlist.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
