import { toastQueue } from '@injury-assist/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { flowStoryParameters } from '../../testing/flow-story-frame';
import { adminFrame, body, expectToast } from './admin-story-frame';
import { adminStoryNow, fakeAdminData } from './fake-admin-data';

// The back office's Concerns and Payments screens (issue 26) through the real pages, queries and
// dialogs over the in-memory admin database.
const meta = {
  title: 'Flows/Admin/BackOffice',
  parameters: flowStoryParameters,
  beforeEach: () => toastQueue.clear(),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const bellData = fakeAdminData();
export const UrgentConcernBellOpensTheConcern: Story = {
  ...adminFrame(bellData, paths.admin.overview),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    bellData.insertNotification({
      id: 'urgent-31',
      title: 'Urgent concern raised',
      message: 'Jordan Smith raised an urgent concern: “Charged twice for one visit”.',
      type: 'error',
      is_read: false,
      created_at: adminStoryNow.toISOString(),
      kind: 'urgentConcern',
      target: '31',
    });
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 3 unread' }));
    const popover = within(await body().findByRole('dialog', { name: 'Notifications' }));
    await userEvent.click(popover.getByRole('button', { name: /Unread: Urgent concern raised/ }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Concerns' })).toBeVisible();
    const concern = within(await body().findByRole('dialog', { name: 'Charged twice for one visit' }));
    await expect(await concern.findByText(/charged twice for my physical therapy/)).toBeVisible();
  },
};

const replyData = fakeAdminData();
export const ReplyToAConcern: Story = {
  ...adminFrame(replyData, paths.admin.concerns),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open Charged twice for one visit' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Charged twice for one visit' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Send reply' }));
    await expect(dialog.getByText('Please write a reply before sending it.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reply to the customer' }), 'Refunded.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send reply' }));
    await expectToast('Reply sent', 'success', 'The customer receives it by e-mail.');
    await expect(await dialog.findByText('Refunded.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Reply to the customer' })).toHaveValue('');
  },
};

const statusData = fakeAdminData();
export const ResolveAConcern: Story = {
  ...adminFrame(statusData, `${paths.admin.concerns}?concern=31`),
  play: async ({ userEvent }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Charged twice for one visit' }));
    await userEvent.click(await dialog.findByRole('button', { name: /Status/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Resolved' }));
    await expectToast('Concern updated', 'success', 'Status set to Resolved.');
    await waitFor(() => expect(statusData.tables.backOffice.concerns.find((row) => row.id === 31)?.status).toBe(1));
  },
};

const refundData = fakeAdminData();
export const RefundPartOfAnInvoice: Story = {
  ...adminFrame(refundData, paths.admin.payments),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Refund INV-2026-000010' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Refund invoice INV-2026-000010' }));
    const amount = dialog.getByRole('textbox', { name: 'Amount to refund' });
    await expect(amount).toHaveValue('3990.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expect(await dialog.findByText('You can refund at most $3,990.00.')).toBeVisible();

    await userEvent.clear(amount);
    await userEvent.type(amount, '250');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Listing was down');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expectToast(
      'Refund issued',
      'success',
      '$250.00 refunded. Credit note CN-2026-000001 is e-mailed to the provider.',
    );
    const row = within((await canvas.findByText('$250.00 refunded')).closest('tr') as HTMLElement);
    await expect(row.getByText('Partly refunded')).toBeVisible();
  },
};

const failedData = fakeAdminData();
export const FailedPaymentsAndRenewals: Story = {
  ...adminFrame(failedData, paths.admin.payments),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Failed payments' }));
    await expect(await canvas.findByText('The renewal charge was declined; the plan is overdue.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Renewals due' }));
    const renewals = within(await canvas.findByRole('table', { name: 'Renewals due' }));
    await expect(await renewals.findByText('December 1, 2026')).toBeVisible();
  },
};

const bulkData = fakeAdminData();
export const CloseTickedConcernsAndSortByRaised: Story = {
  ...adminFrame(bulkData, paths.admin.concerns),
  play: async ({ canvas, userEvent }) => {
    const grid = within(await canvas.findByRole('table', { name: 'Concerns' }));
    await userEvent.click(await grid.findByRole('checkbox', { name: 'Select Charged twice for one visit' }));
    await userEvent.click(grid.getByRole('checkbox', { name: 'Select Clinic address is out of date' }));
    const bar = within(canvas.getByRole('region', { name: 'Bulk actions' }));
    await expect(bar.getByText('2 selected')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Mark Closed' }));
    await expectToast('Concerns updated', 'success', '2 concerns set to Closed.');
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
    await expect(await grid.findAllByText('Closed')).toHaveLength(2);

    // Oldest first: the heading orders the whole list and the ticks of the old order are gone.
    await userEvent.click(within(grid.getByRole('columnheader', { name: /Raised/ })).getByRole('button'));
    await waitFor(() =>
      expect(grid.getByRole('columnheader', { name: /Raised/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    const oldest = [...bulkData.tables.backOffice.concerns].sort((a, b) => a.created_at.localeCompare(b.created_at))[0];
    await waitFor(() => expect(grid.getAllByRole('row')[1]).toHaveTextContent(oldest?.title ?? ''));
  },
};
