import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { withPhoneViewport } from '../../../storybook/withPhoneViewport';
import { RefundDialog } from './RefundDialog';

const meta = {
  title: 'Screens/Admin/RefundDialog',
  component: RefundDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    invoice: {
      number: 'INV-2026-000012',
      provider: 'Bayview Orthopedic Group',
      paid: '$199.00',
      refunded: '$25.00',
      left: '$174.00',
    },
    amount: 174,
    onAmountChange: fn(),
    reason: '',
    onReasonChange: fn(),
    onRefund: fn(),
    isRefunding: false,
  },
} satisfies Meta<typeof RefundDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WhatIsLeft: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund invoice INV-2026-000012' }));
    await expect(dialog.getByText('At most $174.00.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expect(args.onRefund).toHaveBeenCalledOnce();
  },
};

export const TooMuch: Story = {
  args: {
    amount: 200,
    amountError: 'You can refund at most $174.00 of invoice INV-2026-000012; $25.00 of it has been refunded already.',
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/You can refund at most \$174\.00/)).toBeVisible();
  },
};

export const Refunding: Story = { args: { amount: 50, reason: 'Listing was down for two days', isRefunding: true } };

export const PhoneWidth: Story = { decorators: [withPhoneViewport] };
