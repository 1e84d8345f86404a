import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { renderStoryLink } from '../../../storybook/renderStoryLink';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { ForgotPassword } from './ForgotPassword';

const meta = {
  title: 'Screens/Access/ForgotPassword',
  component: ForgotPassword,
  parameters: { layout: 'fullscreen' },
  args: {
    renderLink: renderStoryLink,
    email: '',
    fieldError: null,
    error: null,
    isSubmitting: false,
    isSent: false,
    onEmailChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ForgotPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '#adminLogin');
    const field = canvas.getByRole('textbox', { name: /Registered Email Address/ });
    await expect(field).toHaveAttribute('type', 'email');
    await userEvent.type(field, 'j');
    await expect(args.onEmailChange).toHaveBeenCalledWith('j');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Temporary Password' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

export const Submitting: Story = {
  args: { email: 'jane.doe@example.com', isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Send Temporary Password/ })).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Working' })).toBeVisible();
  },
};

export const EmailRequired: Story = {
  args: { fieldError: 'Email is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Registered Email Address/ })).toHaveAccessibleDescription(
      'Email is required',
    );
  },
};

export const NotRegisteredError: Story = {
  args: {
    email: 'nobody@example.com',
    error: 'This email is not registered in our system. Please check your email or sign up for a new account.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This email is not registered in our system. Please check your email or sign up for a new account.',
    );
  },
};

export const Sent: Story = {
  args: { email: 'jane.doe@example.com', isSent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(
      canvas.getByText(
        (_, element) => element?.textContent === 'A temporary password reset link was sent to jane.doe@example.com.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '#adminLogin');
  },
};

export const PhoneWidth: Story = {
  args: { email: 'jane.doe@example.com' },
  parameters: { layout: 'padded' },
  decorators: [withPhoneFrame],
};
