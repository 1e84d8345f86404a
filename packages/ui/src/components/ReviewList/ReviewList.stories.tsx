import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../storybook/withPhoneFrame';
import { type ReviewItem, ReviewList, type ReviewReplying } from './ReviewList';

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

const reply = {
  text: 'Thank you, Dana. We are glad the follow-up helped; call us any time.',
  date: 'November 21, 2026',
  dateTime: '2026-11-21',
  edited: false,
  hiddenReason: null,
};
const withReply: ReviewItem[] = [{ ...reviews[0], reply } as ReviewItem, ...reviews.slice(1)];

const replying: ReviewReplying = {
  editingId: null,
  draft: '',
  error: null,
  isSaving: false,
  onEdit: fn(),
  onDraftChange: fn(),
  onCancel: fn(),
  onSave: fn(),
};

/** View Profile: the provider's reply under the review, and 'Show more' while older reviews wait. */
export const WithReplyAndShowMore: Story = {
  args: {
    reviews: withReply,
    rating: 4.8,
    reviewCount: 126,
    replierName: 'Biscayne Orthopedics',
    more: { onShowMore: fn(), isLoading: false },
  },
  play: async ({ canvas, userEvent, args }) => {
    const first = within(within(canvas.getByRole('list')).getAllByRole('listitem')[0] as HTMLElement);
    await expect(first.getByText('Reply from Biscayne Orthopedics')).toBeVisible();
    await expect(first.getByText(reply.text)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more reviews' }));
    await expect(args.more?.onShowMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { reviews: withReply, rating: 4.8, reviewCount: 126, more: { onShowMore: fn(), isLoading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Show more reviews/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The provider's own list: Reply on a review without one, Edit reply on one with a reply. */
export const ProviderCanReply: Story = {
  args: { reviews: withReply, replierName: 'you', replying },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reply to Eli' }));
    await expect(args.replying?.onEdit).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit reply to Dana R.' }));
    await expect(args.replying?.onEdit).toHaveBeenLastCalledWith(3);
  },
};

export const ProviderWritingReply: Story = {
  args: {
    reviews: withReply,
    replierName: 'you',
    replying: { ...replying, editingId: 2, draft: 'Thank you, Eli!' },
  },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Your reply to Eli' });
    await expect(box).toHaveValue('Thank you, Eli!');
    await userEvent.type(box, '!');
    await expect(args.replying?.onDraftChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish reply' }));
    await expect(args.replying?.onSave).toHaveBeenCalledOnce();
    // One form at a time: the other reviews' buttons wait.
    await expect(canvas.getByRole('button', { name: 'Edit reply to Dana R.' })).toBeDisabled();
  },
};

export const ProviderReplyRefused: Story = {
  args: {
    reviews: withReply,
    replierName: 'you',
    replying: { ...replying, editingId: 2, draft: '', error: 'Write a reply before saving it.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Write a reply before saving it.');
  },
};

/** A reply an administrator hid: its provider sees it marked, with the reason, and cannot edit it. */
export const ProviderReplyHidden: Story = {
  args: {
    reviews: [
      { ...reviews[0], reply: { ...reply, edited: true, hiddenReason: 'Shares a phone number.' } } as ReviewItem,
    ],
    rating: 5,
    reviewCount: 1,
    replierName: 'you',
    replying,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hidden from customers by an administrator: Shares a phone number.')).toBeVisible();
    await expect(canvas.getByText(/edited/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /reply/i })).toBeNull();
  },
};

export const PhoneWidthReplying: Story = {
  decorators: [withPhoneFrame],
  args: {
    reviews: withReply,
    rating: 4.8,
    reviewCount: 126,
    replierName: 'you',
    replying: { ...replying, editingId: 2, draft: 'Thank you, Eli!' },
    more: { onShowMore: fn(), isLoading: false },
  },
};
