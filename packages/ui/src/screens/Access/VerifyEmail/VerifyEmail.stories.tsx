import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { VerifyEmail } from './VerifyEmail';

const meta = {
  title: 'Screens/Access/VerifyEmail',
  component: VerifyEmail,
  parameters: { layout: 'fullscreen' },
  args: {
    email: 'jane.doe@example.com',
    code: '',
    otpError: null,
    isVerifying: false,
    secondsLeft: 60,
    isResending: false,
    onCodeChange: fn(),
    onVerify: fn(),
    onResend: fn(),
  },
} satisfies Meta<typeof VerifyEmail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
    await expect(canvas.getByText('jane.doe@example.com')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify Email' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '4');
    await expect(args.onCodeChange).toHaveBeenCalledWith('4');
  },
};

export const SixDigitsEnablesVerify: Story = {
  args: { code: '482913', secondsLeft: 51 },
  play: async ({ canvas, userEvent, args }) => {
    const verify = canvas.getByRole('button', { name: 'Verify Email' });
    await expect(verify).toBeEnabled();
    await userEvent.click(verify);
    await expect(args.onVerify).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '{Enter}');
    await expect(args.onVerify).toHaveBeenCalledTimes(2);
  },
};

export const InvalidCode: Story = {
  args: { code: '111111', otpError: 'Invalid verification code. Please try again.', secondsLeft: 37 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Invalid verification code. Please try again.',
    );
  },
};

export const Verifying: Story = {
  args: { code: '482913', isVerifying: true, secondsLeft: 48 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Verify Email/ })).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Working' })).toBeVisible();
  },
};

export const CountdownRunning: Story = {
  args: { secondsLeft: 42 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resend code in 42s')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resend code' })).toBeNull();
  },
};

export const ResendAvailableAtZero: Story = {
  args: { secondsLeft: 0 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByText(/Resend code in/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Resending: Story = {
  args: { secondsLeft: 0, isResending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Resend code/ })).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Working' })).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  args: { code: '4829', secondsLeft: 42 },
  parameters: { layout: 'padded' },
  decorators: [withPhoneFrame],
};
