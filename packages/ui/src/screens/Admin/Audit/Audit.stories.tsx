import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { type AdminAuditRow, Audit, noAuditFilters } from './Audit';

const rows: AdminAuditRow[] = [
  {
    id: '41',
    who: 'admin@demo.test',
    what: "Viewed the details of user 'ann.lee@example.com'",
    action: 'profiles.view',
    record: 'User ann.lee@example.com',
    recordHref: '/admin/users?user=u1',
    when: 'November 26, 2026, 09:05 PM',
    address: '203.0.113.7',
  },
  {
    id: '40',
    who: 'admin@demo.test',
    what: "Renamed category 'Back pain' (name)",
    action: 'service_categories.update',
    record: 'Category 12',
    recordHref: null,
    when: 'November 26, 2026, 08:41 PM',
    address: '203.0.113.7',
  },
  {
    id: '39',
    who: 'ops@demo.test',
    what: "Changed event 'Spine health workshop' (status)",
    action: 'events.update',
    record: 'Event 7f3c',
    recordHref: '/admin/events',
    when: 'November 25, 2026, 10:12 AM',
    address: '198.51.100.23',
  },
  {
    id: '38',
    who: 'The platform',
    what: "Removed service 'Cold laser therapy'",
    action: 'services.delete',
    record: 'Service 88',
    recordHref: null,
    when: 'November 24, 2026, 03:00 AM',
    address: null,
  },
];

const recordKinds = [
  { id: 'profiles', name: 'Users' },
  { id: 'service_categories', name: 'Categories' },
  { id: 'services', name: 'Services' },
  { id: 'events', name: 'Events' },
];

const pager = { summary: '1–25 of 1,204', hasPrevious: false, hasNext: true, onPrevious: fn(), onNext: fn() };

const meta = {
  title: 'Screens/Admin/Audit',
  component: Audit,
  args: {
    rows,
    status: 'loaded',
    onRetry: fn(),
    pager,
    filters: noAuditFilters,
    onFiltersChange: fn(),
    recordKinds,
    onExport: fn(),
    renderLink: (href, children) => <a href={`#${href}`}>{children}</a>,
  },
} satisfies Meta<typeof Audit>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    const lines = within(canvas.getByRole('table', { name: 'Audit log' })).getAllByRole('row');
    await expect(lines).toHaveLength(5);
    const renamed = within(lines[2] as HTMLElement);
    await expect(renamed.getByText("Renamed category 'Back pain' (name)")).toBeVisible();
    await expect(renamed.getByText('service_categories.update')).toBeVisible();
    await expect(renamed.getByText('203.0.113.7')).toBeVisible();
    await expect(
      within(lines[1] as HTMLElement).getByRole('link', { name: 'User ann.lee@example.com' }),
    ).toHaveAttribute('href', '#/admin/users?user=u1');
    await expect(within(lines[4] as HTMLElement).getByText('The platform')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    const pages = within(canvas.getByRole('navigation', { name: 'Audit log pages' }));
    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await expect(args.pager.onNext).toHaveBeenCalledOnce();
  },
};

export const Filtering: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Person' }), 'o');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...noAuditFilters, person: 'o' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Action' }), 'd');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...noAuditFilters, action: 'd' });
    await userEvent.click(canvas.getByRole('button', { name: /Record kind/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Categories' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...noAuditFilters,
      recordKind: 'service_categories',
    });
  },
};

export const Filtered: Story = {
  args: {
    rows: rows.slice(1, 2),
    filters: {
      ...noAuditFilters,
      person: 'admin@',
      recordKind: 'service_categories',
      recordId: '12',
      from: '2026-11-01',
      to: '2026-11-30',
    },
    pager: { ...pager, summary: '1–1 of 1', hasNext: false },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Person' })).toHaveValue('admin@');
    await expect(canvas.getByRole('textbox', { name: 'Record id' })).toHaveValue('12');
    await expect(canvas.getByText('1–1 of 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(noAuditFilters);
  },
};

export const NoMatches: Story = {
  args: { rows: [], filters: { ...noAuditFilters, person: 'nobody' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No lines match these filters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await expect(canvas.queryByRole('navigation', { name: 'Audit log pages' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing has been recorded yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the audit log...' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Audit log pages' })).toBeNull();
  },
};

export const Exporting: Story = { args: { isExporting: true } };

export const LoadFailedTryAgain: Story = {
  args: { rows: [], status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('We could not load the audit log.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneFrame],
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('table', { name: 'Audit log' }).parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(canvas.getByRole('textbox', { name: 'Person' })).toBeVisible();
  },
};

export const PhoneWidthFiltered: Story = {
  ...Filtered,
  decorators: [withPhoneFrame],
  play: undefined,
};
