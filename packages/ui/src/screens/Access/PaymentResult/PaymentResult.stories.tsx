import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { renderStoryLink } from '../../../storybook/renderStoryLink';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { PaymentCancel, PaymentConfirming, PaymentNotCompleted, PaymentSuccess } from './PaymentResult';

const supportPhone = '+1 (555) 010-2000';

const meta = {
  title: 'Screens/Access/PaymentResult',
  component: PaymentSuccess,
  parameters: { layout: 'fullscreen' },
  args: {
    renderLink: renderStoryLink,
    secondsLeft: 10,
    supportEmail: 'support@injury-assist.test',
    onGoToDashboard: fn(),
  },
} satisfies Meta<typeof PaymentSuccess>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessCountingDown: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(canvas.getByText('Redirecting to your dashboard in 10 seconds…')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '#home');
    await expect(canvas.getByRole('link', { name: 'support@injury-assist.test' })).toHaveAttribute(
      'href',
      'mailto:support@injury-assist.test',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Dashboard' }));
    await expect(args.onGoToDashboard).toHaveBeenCalledOnce();
  },
};

export const SuccessAtThree: Story = {
  args: { secondsLeft: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Redirecting to your dashboard in 3 seconds…')).toBeVisible();
  },
};

export const Cancelled: Story = {
  render: ({ supportEmail, renderLink }) => (
    <PaymentCancel supportEmail={supportEmail} supportPhone={supportPhone} renderLink={renderLink} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeVisible();
    await expect(canvas.getByText(/No charges were made and your account is unchanged/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try Payment Again' })).toHaveAttribute('href', '#retryPayment');
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '#home');
    await expect(canvas.getByRole('link', { name: supportPhone })).toHaveAttribute('href', 'tel:+15550102000');
  },
};

export const PhoneWidth: Story = {
  parameters: { layout: 'padded' },
  decorators: [withPhoneFrame],
};

export const ConfirmingPayment: Story = {
  render: ({ supportEmail }) => <PaymentConfirming supportEmail={supportEmail} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Confirming your payment' })).toBeVisible();
    await expect(canvas.queryByText(/Payment Successful/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Go to Dashboard' })).toBeNull();
  },
};

export const NotCompleted: Story = {
  render: ({ supportEmail, renderLink }) => (
    <PaymentNotCompleted supportEmail={supportEmail} supportPhone={supportPhone} renderLink={renderLink} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try Payment Again' })).toHaveAttribute('href', '#retryPayment');
  },
};
