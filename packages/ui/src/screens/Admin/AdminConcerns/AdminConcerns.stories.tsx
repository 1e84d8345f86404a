import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { type AdminConcernRow, AdminConcerns } from './AdminConcerns';

const concerns: AdminConcernRow[] = [
  {
    id: 31,
    title: 'Charged twice for one visit',
    customer: 'Jordan Smith',
    customerEmail: 'customer@demo.test',
    priority: 'urgent',
    statusLabel: 'In Progress',
    statusTone: 'caution',
    raised: 'November 21, 2026',
    replyCount: 0,
  },
  {
    id: 30,
    title: 'Clinic address is out of date',
    customer: 'maria.lopez@example.com',
    customerEmail: 'maria.lopez@example.com',
    priority: 'low',
    statusLabel: 'Open',
    statusTone: 'info',
    raised: 'November 20, 2026',
    replyCount: 2,
  },
  {
    id: 29,
    title: 'Provider did not show up',
    customer: 'Sam Lee',
    customerEmail: 'sam.lee@example.com',
    priority: 'high',
    statusLabel: 'Resolved',
    statusTone: 'positive',
    raised: 'November 18, 2026',
    replyCount: 1,
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
  title: 'Screens/Admin/Concerns',
  component: AdminConcerns,
  args: {
    concerns,
    status: 'loaded',
    onRetry: fn(),
    paging,
    statusOptions: [
      { id: '0', name: 'In Progress' },
      { id: '1', name: 'Resolved' },
      { id: '2', name: 'Open' },
      { id: '3', name: 'Closed' },
    ],
    statusFilter: 'all',
    onStatusFilterChange: fn(),
    priorityFilter: 'all',
    onPriorityFilterChange: fn(),
    onOpen: fn(),
    selected: new Set(),
    onSelectionChange: fn(),
    onSetStatus: fn(),
  },
} satisfies Meta<typeof AdminConcerns>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Concerns' })).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Concerns' })).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    const urgent = within(rows[1] as HTMLElement);
    await expect(urgent.getByText('Urgent')).toBeVisible();
    await expect(urgent.getByText('Jordan Smith · customer@demo.test')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('2 replies')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open Charged twice for one visit' }));
    await expect(args.onOpen).toHaveBeenCalledWith(31);
    await expect(canvas.getByRole('navigation', { name: 'Concerns pages' })).toBeVisible();
    await userEvent.click(
      within(within(canvas.getByRole('table')).getByRole('columnheader', { name: /Priority/ })).getByRole('button'),
    );
    await expect(args.paging.onSortChange).toHaveBeenCalledWith({ column: 'priority', direction: 'ascending' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.paging.onExport).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Provider did not show up' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(new Set([29]));
  },
};

export const SortedByRaisedOldestFirst: Story = {
  args: {
    concerns: [...concerns].reverse(),
    paging: { ...paging, sort: { column: 'raised', direction: 'ascending' } },
  },
  play: async ({ canvas }) => {
    const grid = within(canvas.getByRole('table', { name: 'Concerns' }));
    await expect(grid.getByRole('columnheader', { name: /Raised/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(grid.getAllByRole('row')[1]).toHaveTextContent('Provider did not show up');
  },
};

export const TwoTickedSetToResolved: Story = {
  args: { selected: new Set([31, 30]) },
  play: async ({ canvas, userEvent, args }) => {
    const bar = within(canvas.getByRole('region', { name: 'Bulk actions' }));
    await expect(bar.getByText('2 selected')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Mark Resolved' }));
    await expect(args.onSetStatus).toHaveBeenCalledWith([31, 30], '1');
    await userEvent.click(bar.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(new Set());
  },
};

export const SettingTickedToClosed: Story = {
  args: { selected: new Set([31, 30]), settingStatus: '3' },
  play: async ({ canvas }) => {
    const bar = within(canvas.getByRole('region', { name: 'Bulk actions' }));
    await expect(bar.getByRole('button', { name: /Mark Resolved/ })).toBeDisabled();
  },
};

export const TwoTickedPhone: Story = {
  ...TwoTickedSetToResolved,
  decorators: [withPhoneFrame],
};

export const FilteredByPriority: Story = {
  args: { priorityFilter: 'urgent', concerns: concerns.slice(0, 1) },
  play: async ({ canvas, userEvent, args }) => {
    // The status filter's button, not the Status column's sort button.
    const statusFilter = canvas.getAllByRole('button', { name: /Status/ }).find((button) => !button.closest('table'));
    await userEvent.click(statusFilter as HTMLElement);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Resolved' }));
    await expect(args.onStatusFilterChange).toHaveBeenCalledWith('1');
  },
};

export const Loading: Story = {
  args: { concerns: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading concerns...' })).toBeVisible();
  },
};

export const NoConcernsFound: Story = {
  args: { concerns: [], paging: { ...paging, search: 'nobody', pager: { ...paging.pager, summary: '0 of 0' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No concerns found')).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { concerns: [], status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneFrame],
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Open Provider did not show up' });
    const frame = canvas.getByRole('table', { name: 'Concerns' }).parentElement as HTMLElement;
    await expect(open.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
