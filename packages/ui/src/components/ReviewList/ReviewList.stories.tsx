import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { type ReviewItem, ReviewList } from './ReviewList';

const reviews: ReviewItem[] = [
  {
    id: 3,
    author: 'Dana R.',
    rating: 5,
    text: 'Clear advice after my car accident, and the follow-up call came the next day.',
    date: 'November 20, 2026',
    dateTime: '2026-11-20',
    verified: true,
  },
  { id: 2, author: 'Eli', rating: 4, text: '', date: 'November 12, 2026', dateTime: '2026-11-12', verified: true },
  {
    id: 1,
    author: 'Maria G.',
    rating: 3,
    text: 'Helpful in the end, though the scheduling took a while.',
    date: 'September 2, 2026',
    dateTime: '2026-09-02',
    verified: false,
  },
];

const meta = {
  title: 'Components/ReviewList',
  component: ReviewList,
  args: { status: 'loaded', onRetry: fn(), reviews, rating: 4.0, reviewCount: 3 },
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0] as HTMLElement).getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(canvas.getAllByText('Verified appointment')).toHaveLength(2);
    await expect(canvas.getByText('average from 3 reviews')).toBeVisible();
  },
};

export const LatestOfMany: Story = {
  args: { rating: 4.8, reviewCount: 126 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('average from 126 reviews, the latest 3 below')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { reviews: [], rating: null, reviewCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading reviews' })).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
