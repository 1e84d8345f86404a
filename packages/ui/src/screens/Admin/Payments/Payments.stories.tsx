import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { type AdminPaymentRow, Payments } from './Payments';

const invoices: AdminPaymentRow[] = [
  {
    id: '12',
    provider: 'Bayview Orthopedic Group',
    providerEmail: 'provider@demo.test',
    title: 'INV-2026-000012',
    description: 'Professional plan, monthly',
    amount: '$199.00',
    refunded: '$25.00 refunded',
    when: 'November 21, 2026',
    statusLabel: 'Partly refunded',
    statusTone: 'caution',
    message: null,
    canRefund: true,
  },
  {
    id: '11',
    provider: 'pat.owner@example.com',
    providerEmail: 'pat.owner@example.com',
    title: 'INV-2026-000011',
    description: 'Boost Add-On, 30 days',
    amount: '$149.00',
    refunded: '$149.00 refunded',
    when: 'November 19, 2026',
    statusLabel: 'Refunded',
    statusTone: 'neutral',
    message: null,
    canRefund: false,
  },
  {
    id: '10',
    provider: 'Harbor Legal',
    providerEmail: 'intake@harborlegal.test',
    title: 'INV-2026-000010',
    description: 'Legal Specialty plan, yearly',
    amount: '$3,990.00',
    refunded: null,
    when: 'November 2, 2026',
    statusLabel: 'Paid',
    statusTone: 'positive',
    message: null,
    canRefund: true,
  },
];

const failed: AdminPaymentRow[] = [
  {
    id: '7',
    provider: 'Harbor Legal',
    providerEmail: 'intake@harborlegal.test',
    title: 'Legal Specialty plan, monthly',
    description: 'Renewal',
    amount: '$399.00',
    refunded: null,
    when: 'November 20, 2026',
    statusLabel: 'Renewal declined',
    statusTone: 'critical',
    message: 'The renewal charge was declined; the plan is overdue.',
    canRefund: false,
  },
];

const paging = {
  search: '',
  onSearchChange: fn(),
  pager: { summary: '1–3 of 3', hasPrevious: false, hasNext: false, onPrevious: fn(), onNext: fn() },
  sort: null,
  onSortChange: fn(),
  onExport: fn(),
};

const meta = {
  title: 'Screens/Admin/Payments',
  component: Payments,
  args: {
    list: 'invoices',
    onListChange: fn(),
    payments: invoices,
    status: 'loaded',
    onRetry: fn(),
    paging,
    onRefund: fn(),
  },
} satisfies Meta<typeof Payments>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Invoices: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const rows = within(canvas.getByRole('table', { name: 'Invoices' })).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1] as HTMLElement).getByText('$25.00 refunded')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Refund INV-2026-000011' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Refund INV-2026-000012' }));
    await expect(args.onRefund).toHaveBeenCalledWith('12');
    await userEvent.click(canvas.getByRole('radio', { name: 'Failed payments' }));
    await expect(args.onListChange).toHaveBeenCalledWith('failed');
    await userEvent.click(
      within(within(canvas.getByRole('table')).getByRole('columnheader', { name: /Amount/ })).getByRole('button'),
    );
    await expect(args.paging.onSortChange).toHaveBeenCalledWith({ column: 'amount', direction: 'ascending' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.paging.onExport).toHaveBeenCalledOnce();
    // Refunds go one at a time: an invoice has no tick.
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const SortedByAmountDearestFirst: Story = {
  args: {
    // As the server answers the order: the dearest invoice first.
    payments: [...invoices].sort(
      (a, b) => Number(b.amount.replace(/[$,]/g, '')) - Number(a.amount.replace(/[$,]/g, '')),
    ),
    paging: { ...paging, sort: { column: 'amount', direction: 'descending' } },
  },
  play: async ({ canvas }) => {
    const grid = within(canvas.getByRole('table', { name: 'Invoices' }));
    await expect(grid.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(grid.getAllByRole('row')[1]).toHaveTextContent('$3,990.00');
  },
};

export const SortedPhone: Story = {
  ...SortedByAmountDearestFirst,
  decorators: [withPhoneFrame],
};

export const FailedPayments: Story = {
  args: { list: 'failed', payments: failed },
  play: async ({ canvas }) => {
    const grid = within(canvas.getByRole('table', { name: 'Failed payments' }));
    await expect(grid.getByText('The renewal charge was declined; the plan is overdue.')).toBeVisible();
    await expect(grid.queryByRole('button', { name: /Refund/ })).toBeNull();
  },
};

export const RenewalsDue: Story = {
  args: {
    list: 'renewals',
    payments: [
      {
        ...(failed[0] as AdminPaymentRow),
        id: '8',
        title: 'Premium plan, monthly',
        message: null,
        when: 'December 1, 2026',
        statusLabel: 'Active',
        statusTone: 'positive',
      },
    ],
  },
};

export const NoRenewals: Story = {
  args: { list: 'renewals', payments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No renewals in the next 30 days')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { payments: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading payments...' })).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { payments: [], status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneFrame],
  play: async ({ canvas }) => {
    const refund = canvas.getByRole('button', { name: 'Refund INV-2026-000010' });
    const frame = canvas.getByRole('table', { name: 'Invoices' }).parentElement as HTMLElement;
    await expect(refund.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
