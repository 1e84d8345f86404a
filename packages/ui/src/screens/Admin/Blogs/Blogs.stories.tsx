import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { type AdminBlogRow, Blogs } from './Blogs';

const posts: AdminBlogRow[] = [
  {
    id: 'b3',
    title: 'Understanding workers’ compensation claims',
    detail: 'Who pays when you are hurt at work, which deadlines matter, and when to get a lawyer.',
    isPublished: false,
    createdAt: '2026/11/19',
    publicHref: null,
  },
  {
    id: 'b2',
    title: 'How to choose an injury specialist',
    detail: 'Orthopedist, neurologist or physical therapist? What each one treats and when to see them.',
    isPublished: true,
    createdAt: '2026/11/12',
    publicHref: '/blog/how-to-choose-an-injury-specialist',
  },
  {
    id: 'b1',
    title: 'What to do in the first 24 hours after a car accident',
    detail: 'Safety first, then a doctor, then the paperwork.',
    isPublished: true,
    createdAt: '2026/11/01',
    publicHref: '/blog/first-24-hours-after-a-car-accident',
  },
];

const meta = {
  title: 'Screens/Admin/Blogs',
  component: Blogs,
  args: {
    rows: posts,
    status: 'loaded',
    onRetry: fn(),
    onAdd: fn(),
    onView: fn(),
    onEdit: fn(),
    onTogglePublished: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof Blogs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Blog Management' })).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Blog posts' })).getAllByRole('row');
    await expect(within(rows[1] as HTMLElement).getByText('Draft')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('2026/11/19')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Published')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Understanding workers’ compensation claims' }));
    await expect(args.onTogglePublished).toHaveBeenCalledWith('b3');
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish How to choose an injury specialist' }));
    await expect(args.onTogglePublished).toHaveBeenLastCalledWith('b2');
    const published = canvas.getByRole('link', { name: 'View How to choose an injury specialist' });
    await expect(published).toHaveAttribute('href', '/blog/how-to-choose-an-injury-specialist');
    await expect(published).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'View Understanding workers’ compensation claims' }));
    await expect(args.onView).toHaveBeenCalledWith('b3');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit How to choose an injury specialist' }));
    await expect(args.onEdit).toHaveBeenCalledWith('b2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Blog Post' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { rows: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading blog posts...' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No blog posts found')).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { rows: [], status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = { decorators: [withPhoneFrame] };
