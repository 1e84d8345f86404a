import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { renderStoryLink } from '../../../storybook/renderStoryLink';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { ResetPassword } from './ResetPassword';

const meta = {
  title: 'Screens/Access/ResetPassword',
  component: ResetPassword,
  parameters: { layout: 'fullscreen' },
  args: {
    renderLink: renderStoryLink,
    status: 'form',
    newPassword: '',
    confirmPassword: '',
    showNewPassword: false,
    showConfirmPassword: false,
    error: null,
    isSubmitting: false,
    onFieldChange: fn(),
    onToggleVisibility: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ResetPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CheckingSession: Story = {
  args: { status: 'checkingSession' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Checking your reset link…' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reset Password' })).toBeNull();
  },
};

export const LinkExpired: Story = {
  args: { status: 'linkExpired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset Link Expired' })).toBeVisible();
    await expect(canvas.getByText(/has expired or has already been used/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', '#forgotPassword');
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '#adminLogin');
    await expect(canvas.queryByRole('button', { name: 'Reset Password' })).toBeNull();
  },
};

export const LinkExpiredOnPhone: Story = { ...LinkExpired, decorators: [withPhoneFrame] };

export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '#adminLogin');
    await userEvent.type(canvas.getByLabelText(/New Password/, { selector: 'input' }), 'a');
    await expect(args.onFieldChange).toHaveBeenCalledWith('newPassword', 'a');
    await userEvent.type(canvas.getByLabelText(/Confirm Password/, { selector: 'input' }), 'b');
    await expect(args.onFieldChange).toHaveBeenCalledWith('confirmPassword', 'b');

    const [showNew, showConfirm] = canvas.getAllByRole('button', { name: 'Show password' });
    if (!showNew || !showConfirm) throw new Error('expected a show/hide toggle per field');
    await userEvent.click(showConfirm);
    await expect(args.onToggleVisibility).toHaveBeenCalledWith('confirmPassword');
    await userEvent.click(showNew);
    await expect(args.onToggleVisibility).toHaveBeenCalledWith('newPassword');

    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Mismatch: Story = {
  args: {
    newPassword: 'Sunrise2025!',
    confirmPassword: 'Sunset2025!',
    showConfirmPassword: true,
    error: 'Passwords do not match',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await expect(canvas.getByLabelText(/Confirm Password/, { selector: 'input' })).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText(/New Password/, { selector: 'input' })).toHaveAttribute('type', 'password');
  },
};

export const TooShort: Story = {
  args: { newPassword: 'short', confirmPassword: 'short', error: 'Password must be at least 8 characters long' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
  },
};

export const Submitting: Story = {
  args: { newPassword: 'Sunrise2025!', confirmPassword: 'Sunrise2025!', isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Reset Password/ })).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Working' })).toBeVisible();
  },
};

export const ServerError: Story = {
  args: {
    newPassword: 'Sunrise2025!',
    confirmPassword: 'Sunrise2025!',
    error: 'Failed to reset password. Please try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to reset password. Please try again.');
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Password Reset Successful' })).toBeVisible();
    await expect(canvas.getByText('Redirecting to login…')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '#adminLogin');
  },
};

export const PhoneWidth: Story = {
  args: { newPassword: 'Sunrise2025!', confirmPassword: 'Sunset2025!', error: 'Passwords do not match' },
  parameters: { layout: 'padded' },
  decorators: [withPhoneFrame],
};
