import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { withPhoneFrame } from '../../storybook/withPhoneFrame';
import { YourData } from './YourData';

const meta = {
  title: 'Screens/YourData',
  component: YourData,
  args: {
    accountKind: 'customer',
    isExporting: false,
    exportError: null,
    onExport: fn(),
    isDeleteOpen: false,
    password: '',
    code: null,
    deleteError: null,
    isDeleting: false,
    onDeleteOpen: fn(),
    onDeleteCancel: fn(),
    onPasswordChange: fn(),
    onCodeChange: fn(),
    onDeleteConfirm: fn(),
  },
} satisfies Meta<typeof YourData>;
export default meta;
type Story = StoryObj<typeof meta>;

const deleteDialog = async () => within(await screen.findByRole('dialog', { name: 'Delete your account?' }));

export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    await expect(args.onDeleteOpen).toHaveBeenCalledOnce();
  },
};

export const Downloading: Story = {
  args: { isExporting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Download my data/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const DownloadFailed: Story = {
  args: { exportError: 'We could not prepare your data. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not prepare your data. Please try again.');
  },
};

export const ConfirmDeleteCustomer: Story = {
  args: { isDeleteOpen: true },
  play: async ({ userEvent, args }) => {
    const dialog = await deleteDialog();
    await expect(dialog.getByText('Your future appointments are cancelled, and each provider is told.')).toBeVisible();
    await expect(dialog.getByText(/Invoices are kept for 7 years/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Your password/), 'x');
    await expect(args.onPasswordChange).toHaveBeenCalledWith('x');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await expect(args.onDeleteConfirm).toHaveBeenCalledOnce();
  },
};

export const ConfirmDeleteProvider: Story = {
  args: { accountKind: 'provider', isDeleteOpen: true, password: 'Demo1234!' },
  play: async () => {
    const dialog = await deleteDialog();
    await expect(dialog.getByText('Your business leaves the search at once.')).toBeVisible();
    await expect(dialog.queryByText(/each provider is told/)).toBeNull();
  },
};

export const WrongPassword: Story = {
  args: { isDeleteOpen: true, password: 'nope', deleteError: 'That password is not right.' },
  play: async () => {
    const dialog = await deleteDialog();
    await expect(dialog.getByRole('alert')).toHaveTextContent('That password is not right.');
  },
};

export const CodeRequired: Story = {
  args: {
    isDeleteOpen: true,
    password: 'Demo1234!',
    code: '',
    deleteError: 'We sent a 6-digit code to customer@demo.test. Enter it with your password to delete your account.',
  },
  play: async ({ userEvent, args }) => {
    const dialog = await deleteDialog();
    await userEvent.type(dialog.getByLabelText(/Sign-in code/), '4');
    await expect(args.onCodeChange).toHaveBeenCalledWith('4');
  },
};

export const Deleting: Story = {
  args: { isDeleteOpen: true, password: 'Demo1234!', isDeleting: true },
  play: async () => {
    const dialog = await deleteDialog();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneFrame],
};
