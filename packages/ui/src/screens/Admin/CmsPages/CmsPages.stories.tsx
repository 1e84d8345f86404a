import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { type AdminPageRow, CmsPages } from './CmsPages';

const pages: AdminPageRow[] = [
  {
    id: 'p5',
    title: 'Accessibility',
    detail: '/accessibility',
    isPublished: false,
    createdAt: '2026/11/20',
    publicHref: null,
  },
  {
    id: 'p4',
    title: 'About sponsored listings',
    detail: '/about-sponsored-listings',
    isPublished: true,
    createdAt: '2026/10/22',
    publicHref: '/pages/about-sponsored-listings',
  },
  {
    id: 'p1',
    title: 'About Us',
    detail: '/about',
    isPublished: true,
    createdAt: '2026/10/22',
    publicHref: '/pages/about',
  },
];

const meta = {
  title: 'Screens/Admin/CmsPages',
  component: CmsPages,
  args: {
    rows: pages,
    status: 'loaded',
    onRetry: fn(),
    onAdd: fn(),
    onView: fn(),
    onEdit: fn(),
    onTogglePublished: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof CmsPages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'CMS Management' })).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Pages' })).getAllByRole('row');
    await expect(within(rows[1] as HTMLElement).getByText('/accessibility')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Draft')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Accessibility' }));
    await expect(args.onDelete).toHaveBeenCalledWith('p5');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Page' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { rows: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading pages...' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pages found')).toBeVisible();
  },
};

export const Updating: Story = { args: { updatingId: 'p5' } };

export const LoadFailedTryAgain: Story = {
  args: { rows: [], status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('We could not load the pages.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
