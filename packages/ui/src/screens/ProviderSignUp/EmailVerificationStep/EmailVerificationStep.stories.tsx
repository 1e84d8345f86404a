import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { EmailVerificationStep } from './EmailVerificationStep';

const meta = {
  title: 'Screens/ProviderSignUp/EmailVerificationStep',
  component: EmailVerificationStep,
  parameters: { layout: 'fullscreen' },
  args: {
    email: 'ana@reyesphysio.example',
    code: '',
    secondsLeft: 60,
    onCodeChange: fn(),
    onVerify: fn(),
    onResend: fn(),
    onContinue: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof EmailVerificationStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CountingDown: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
    await expect(canvas.getByText('Resend code in 60s')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify Email' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '4');
    await expect(args.onCodeChange).toHaveBeenCalledWith('4');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const SixDigitsVerify: Story = {
  args: { code: '482913', secondsLeft: 42 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Email' }));
    await expect(args.onVerify).toHaveBeenCalledOnce();
  },
};

export const InvalidCode: Story = {
  args: { code: '482', otpError: 'Please enter a valid 6-digit code', secondsLeft: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Please enter a valid 6-digit code',
    );
  },
};

export const ResendAvailableAtZero: Story = {
  args: { secondsLeft: 0 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Verifying: Story = {
  args: { code: '482913', isVerifying: true, secondsLeft: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Verify Email/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

export const AlreadyVerified: Story = {
  args: { isVerified: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('ana@reyesphysio.example is verified.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const PhoneWidth: Story = {
  args: { code: '4829', secondsLeft: 18 },
  parameters: { layout: 'padded' },
  decorators: [withPhoneFrame],
};
