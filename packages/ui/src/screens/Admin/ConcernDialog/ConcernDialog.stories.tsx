import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { withPhoneViewport } from '../../../storybook/withPhoneViewport';
import { type AdminConcernDetails, ConcernDialog } from './ConcernDialog';

const concern: AdminConcernDetails = {
  title: 'Charged twice for one visit',
  description: 'I was charged twice for my physical therapy session on November 18. Please refund one of them.',
  customer: 'Jordan Smith',
  customerEmail: 'customer@demo.test',
  priority: 'urgent',
  raised: 'November 21, 2026',
  status: '0',
  replies: [
    {
      id: 1,
      body: 'Thank you for telling us. We are checking with the clinic.',
      sent: 'November 21, 2026 at 10:15 AM',
    },
  ],
};

const meta = {
  title: 'Screens/Admin/ConcernDialog',
  component: ConcernDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    status: 'loaded',
    concern,
    onRetry: fn(),
    statusOptions: [
      { id: '0', name: 'In Progress' },
      { id: '1', name: 'Resolved' },
      { id: '2', name: 'Open' },
      { id: '3', name: 'Closed' },
    ],
    onStatusChange: fn(),
    isChangingStatus: false,
    reply: '',
    onReplyChange: fn(),
    onSendReply: fn(),
    isSendingReply: false,
  },
} satisfies Meta<typeof ConcernDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithReplies: Story = {
  args: { reply: 'The second charge is refunded.' },
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Charged twice for one visit' }));
    await expect(dialog.getByText('Priority: Urgent')).toBeVisible();
    await expect(dialog.getByText(/checking with the clinic/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send reply' }));
    await expect(args.onSendReply).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Resolved' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('1');
  },
};

export const NoRepliesYet: Story = {
  args: { concern: { ...concern, replies: [], priority: 'medium', status: '2' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/No replies yet/)).toBeVisible();
  },
};

export const Sending: Story = { args: { reply: 'We are on it.', isSendingReply: true } };

export const ReplyRefused: Story = {
  args: { reply: '', replyError: 'Please write a reply before sending it.' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText('Please write a reply before sending it.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', concern: null },
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Loading the concern' })).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { status: 'failed', concern: null },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = { args: { reply: 'We are on it.' }, decorators: [withPhoneViewport] };
