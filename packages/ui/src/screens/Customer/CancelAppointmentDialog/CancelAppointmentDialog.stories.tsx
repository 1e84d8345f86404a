import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withPhoneViewport } from '../../../storybook/withPhoneViewport';
import { CancelAppointmentDialog } from './CancelAppointmentDialog';

const meta = {
  title: 'Screens/Customer/CancelAppointmentDialog',
  component: CancelAppointmentDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    appointment: {
      service: 'Physical Therapy',
      providerName: 'Bayview Orthopedic Group',
      date: '2026/11/24',
      slot: '09:00 AM - 10:00 AM',
    },
    isSubmitting: false,
    onConfirm: fn(),
  },
} satisfies Meta<typeof CancelAppointmentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Idle: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Cancel appointment?' }));
    await expect(dialog.getByText('Physical Therapy')).toBeVisible();
    await expect(dialog.getByText('Bayview Orthopedic Group')).toBeVisible();
    await expect(dialog.getByText('2026/11/24 · 09:00 AM - 10:00 AM')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel appointment' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const KeepClosesIt: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Cancel appointment?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Keep appointment' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const SubmittingShowsSpinner: Story = {
  args: { isSubmitting: true },
  play: async ({ userEvent, args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Cancel appointment?' }));
    await expect(dialog.getByRole('status', { name: 'Working' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep appointment' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: /Cancel appointment/ }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneViewport],
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Cancel appointment?' }));
    await expect(dialog.getByRole('button', { name: 'Cancel appointment' })).toBeEnabled();
  },
};
