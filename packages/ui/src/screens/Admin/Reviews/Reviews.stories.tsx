import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { type AdminReviewItem, type ModerationDraft, Reviews } from './Reviews';

const reviews: AdminReviewItem[] = [
  {
    id: 31,
    businessName: 'Biscayne Orthopedics',
    author: 'Hal H.',
    rating: 1,
    text: 'Nurse Jenny Smith at 555-0101 was rude. Avoid.',
    date: 'November 20, 2026',
    hiddenReason: null,
    reply: { text: 'Hal, please call us at 305-555-0199 so we can make this right.', hiddenReason: null },
  },
  {
    id: 30,
    businessName: 'Harbor Legal',
    author: 'Dana R.',
    rating: 5,
    text: 'Clear advice after my car accident.',
    date: 'November 18, 2026',
    hiddenReason: null,
    reply: null,
  },
  {
    id: 29,
    businessName: 'Coral Physio',
    author: 'Spam B.',
    rating: 5,
    text: 'Buy cheap watches at example.com',
    date: 'November 2, 2026',
    hiddenReason: 'Advertising, not a review.',
    reply: { text: 'Thank you!', hiddenReason: 'Answers spam.' },
  },
];

const firstPage = {
  search: '',
  onSearchChange: fn(),
  pager: { summary: '1–25 of 412', hasPrevious: false, hasNext: true, onPrevious: fn(), onNext: fn() },
};

const hideDraft: ModerationDraft = {
  reviewId: 31,
  target: 'review',
  action: 'hide',
  subject: 'Hal H.',
  reason: '',
  error: null,
};

const meta = {
  title: 'Screens/Admin/Reviews',
  component: Reviews,
  args: {
    reviews,
    status: 'loaded',
    onRetry: fn(),
    paging: firstPage,
    state: 'all',
    onStateChange: fn(),
    onModerate: fn(),
    draft: null,
    onReasonChange: fn(),
    onCancel: fn(),
    onConfirm: fn(),
    isSaving: false,
  },
} satisfies Meta<typeof Reviews>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Reviews' })).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    const spam = within(rows[3] as HTMLElement);
    await expect(spam.getByText('Review hidden')).toBeVisible();
    await expect(spam.getByText('Reply hidden')).toBeVisible();
    await expect(spam.getByText('Hidden: Advertising, not a review.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide review by Hal H.' }));
    await expect(args.onModerate).toHaveBeenCalledWith(31, 'review', 'hide');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide reply to Hal H.' }));
    await expect(args.onModerate).toHaveBeenLastCalledWith(31, 'reply', 'hide');
    await userEvent.click(canvas.getByRole('button', { name: 'Restore reply to Spam B.' }));
    await expect(args.onModerate).toHaveBeenLastCalledWith(29, 'reply', 'restore');
    // Dana's review has no reply to moderate.
    await expect(canvas.queryByRole('button', { name: 'Hide reply to Dana R.' })).toBeNull();
    const pages = within(canvas.getByRole('navigation', { name: 'Reviews pages' }));
    await expect(pages.getByText('1–25 of 412')).toBeVisible();
  },
};

export const FilteredHidden: Story = {
  args: {
    state: 'hidden',
    reviews: reviews.slice(2),
    paging: { ...firstPage, pager: { ...firstPage.pager, summary: '1–1 of 1', hasNext: false } },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Hidden' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Visible' }));
    await expect(args.onStateChange).toHaveBeenCalledWith('visible');
  },
};

export const Searching: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Search reviews' });
    await expect(box).toHaveAttribute('placeholder', 'Search by business or author...');
    await userEvent.type(box, 'H');
    await expect(args.paging.onSearchChange).toHaveBeenCalledWith('H');
  },
};

export const HideDialog: Story = {
  args: { draft: { ...hideDraft, reason: 'Names a member of staff' } },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: "Hide Hal H.'s review" });
    await expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Names a member of staff');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const HideDialogNeedsReason: Story = {
  args: { draft: { ...hideDraft, error: 'Give a reason: the author is told it.' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: "Hide Hal H.'s review" });
    await expect(within(dialog).getByText('Give a reason: the author is told it.')).toBeVisible();
  },
};

export const RestoreReplySaving: Story = {
  args: {
    draft: {
      reviewId: 29,
      target: 'reply',
      action: 'restore',
      subject: 'Spam B.',
      reason: 'Reply is fine.',
      error: null,
    },
    isSaving: true,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Restore the reply to Spam B.' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { reviews: [], status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading reviews...' })).toBeVisible();
  },
};

export const NoReviewsFound: Story = {
  args: {
    reviews: [],
    paging: { ...firstPage, search: 'nobody', pager: { ...firstPage.pager, summary: '0 of 0', hasNext: false } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews found')).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { reviews: [], status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneFrame],
  play: async ({ canvas }) => {
    const hide = canvas.getByRole('button', { name: 'Hide review by Hal H.' });
    const frame = canvas.getByRole('table', { name: 'Reviews' }).parentElement as HTMLElement;
    await expect(hide.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
