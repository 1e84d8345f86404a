import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { type DeletedItemRow, DeletedItems } from './DeletedItems';

const items: DeletedItemRow[] = [
  {
    id: 9,
    kind: 'Blog post',
    label: 'Whiplash after a crash: the first week',
    deleted: 'November 20, 2026 by admin@demo.test',
    restorableUntil: 'December 20, 2026',
  },
  {
    id: 8,
    kind: 'Service',
    label: 'Dry needling',
    deleted: 'November 12, 2026 by admin@demo.test',
    restorableUntil: 'December 12, 2026',
  },
  {
    id: 7,
    kind: 'Page',
    label: 'Holiday opening hours',
    deleted: 'October 24, 2026 by ops@demo.test',
    restorableUntil: 'November 23, 2026',
  },
];

const firstPage = {
  search: '',
  onSearchChange: fn(),
  pager: { summary: '1–3 of 3', hasPrevious: false, hasNext: false, onPrevious: fn(), onNext: fn() },
};

const meta = {
  title: 'Screens/Admin/DeletedItems',
  component: DeletedItems,
  args: { items, status: 'loaded', onRetry: fn(), paging: firstPage, onRestore: fn() },
} satisfies Meta<typeof DeletedItems>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Deleted items' })).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Deleted items' })).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[2] as HTMLElement).getByText('Service')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Dry needling' }));
    await expect(args.onRestore).toHaveBeenCalledWith(8);
  },
};

export const Restoring: Story = { args: { restoringId: 8 } };

export const NothingDeleted: Story = {
  args: { items: [], paging: { ...firstPage, pager: { ...firstPage.pager, summary: '0 of 0' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing was deleted in the last 30 days')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading deleted items...' })).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { items: [], status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneFrame],
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('table', { name: 'Deleted items' }).parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
