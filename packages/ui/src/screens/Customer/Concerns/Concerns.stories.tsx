import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { type ConcernItem, Concerns } from './Concerns';

const concerns: ConcernItem[] = [
  {
    id: 14,
    title: 'Appointment was cancelled without notice',
    description: 'My physiotherapy session on Monday was cancelled and nobody called me.',
    priority: 'high',
    statusLabel: 'In Progress',
    statusTone: 'caution',
    createdAt: '2026/11/19',
    replies: [],
  },
  {
    id: 13,
    title: 'Wrong clinic address',
    description: 'The address shown for Bayview Orthopedic Group is the old one.',
    priority: 'low',
    statusLabel: 'Resolved',
    statusTone: 'positive',
    createdAt: '2026/11/12',
    replies: [],
  },
  {
    id: 12,
    title: 'Billing question',
    description: 'I was charged twice for the same consultation.',
    priority: 'urgent',
    statusLabel: 'Open',
    statusTone: 'info',
    createdAt: '2026/11/03',
    replies: [],
  },
  {
    id: 11,
    title: 'Provider did not show up',
    description: 'I waited 40 minutes at the clinic.',
    priority: 'medium',
    statusLabel: 'Closed',
    statusTone: 'neutral',
    createdAt: '2026/10/28',
    replies: [],
  },
];

const meta = {
  title: 'Screens/Customer/Concerns',
  component: Concerns,
  args: { status: 'loaded', concerns: [], onRetry: fn(), onRaise: fn() },
} satisfies Meta<typeof Concerns>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading concerns' })).toBeVisible();
    await expect(canvas.queryByText('No concerns yet')).toBeNull();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { status: 'failed', concerns },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('We could not load your concerns.')).toBeVisible();
    // A failed load is not an empty list.
    await expect(canvas.queryByText('No concerns yet')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Concerns & Communication' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your Concerns' })).toBeVisible();
    await expect(canvas.getByText('No concerns yet')).toBeVisible();
    await expect(canvas.getByText('Raise a concern and our team will get back to you.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Raise New Concern' }));
    await expect(args.onRaise).toHaveBeenCalledOnce();
  },
};

export const WithConcerns: Story = {
  args: { concerns },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByRole('heading', { name: 'Appointment was cancelled without notice' })).toBeVisible();
    await expect(first.getByText('In Progress')).toBeVisible();
    await expect(first.getByText('Priority: High')).toBeVisible();
    await expect(first.getByText('Created 2026/11/19')).toBeVisible();
    for (const status of ['Resolved', 'Open', 'Closed']) {
      await expect(canvas.getByText(status)).toBeVisible();
    }
  },
};

export const PhoneWidth: Story = {
  args: { concerns },
  decorators: [withPhoneFrame],
};

/** An admin's replies under the concern, in the order sent. */
export const WithReplies: Story = {
  args: {
    concerns: [
      {
        ...(concerns[2] as ConcernItem),
        replies: [
          { id: 1, body: 'Thank you for telling us. We are checking with the clinic.', sentAt: '2026/11/04' },
          {
            id: 2,
            body: 'The second charge is refunded; it reaches your card within 5 to 10 days.',
            sentAt: '2026/11/05',
          },
        ],
      },
      concerns[0] as ConcernItem,
    ],
  },
  play: async ({ canvas }) => {
    const replies = within(canvas.getByRole('region', { name: 'Replies to Billing question' }));
    const sent = replies.getAllByRole('listitem');
    await expect(sent).toHaveLength(2);
    await expect(within(sent[0] as HTMLElement).getByText(/checking with the clinic/)).toBeVisible();
    await expect(within(sent[1] as HTMLElement).getByText('Sent 2026/11/05')).toBeVisible();
  },
};

export const WithRepliesPhoneWidth: Story = { ...WithReplies, decorators: [withPhoneFrame] };
