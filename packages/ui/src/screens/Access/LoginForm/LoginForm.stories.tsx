import { loginVariants } from '@injury-assist/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { renderStoryLink } from '../../../storybook/renderStoryLink';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Screens/Access/LoginForm',
  component: LoginForm,
  parameters: { layout: 'fullscreen' },
  argTypes: { variant: { control: 'inline-radio', options: loginVariants } },
  args: {
    renderLink: renderStoryLink,
    variant: 'combined',
    email: '',
    password: '',
    showPassword: false,
    rememberMe: false,
    role: 'customer',
    error: null,
    isSubmitting: false,
    supportEmail: 'support@injury-assist.test',
    demoCredentials: {
      customer: { email: 'customer@demo.test', password: 'Demo1234!' },
      provider: { email: 'provider@demo.test', password: 'Demo1234!' },
    },
    onFieldChange: fn(),
    onTogglePassword: fn(),
    onToggleRememberMe: fn(),
    onRoleChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CombinedIdle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Customer' })).toBeChecked();
    await expect(canvas.getByText('Demo: customer@demo.test / Demo1234!')).toBeVisible();
    await expect(canvas.getByText(/Need help\? Contact/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'support@injury-assist.test' })).toHaveAttribute(
      'href',
      'mailto:support@injury-assist.test',
    );

    await userEvent.click(canvas.getByRole('radio', { name: 'Provider' }));
    await expect(args.onRoleChange).toHaveBeenCalledWith('provider');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await expect(args.onToggleRememberMe).toHaveBeenCalledOnce();
  },
};

export const CombinedProviderSelected: Story = {
  args: { role: 'provider', email: 'provider@demo.test', password: 'Demo1234!', rememberMe: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Provider' })).toBeChecked();
    await expect(canvas.getByText('Demo: provider@demo.test / Demo1234!')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};

export const CustomerIdle: Story = {
  args: { variant: 'customer' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Customer Login' })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '#signUp');
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '#forgotPassword');
    await expect(canvas.getByRole('textbox', { name: /Email address/ })).toHaveAttribute('type', 'email');

    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'a');
    await expect(args.onFieldChange).toHaveBeenCalledWith('email', 'a');
    await userEvent.type(canvas.getByLabelText(/Password/, { selector: 'input' }), 'x');
    await expect(args.onFieldChange).toHaveBeenCalledWith('password', 'x');

    // Enter in a field submits the form, as does the button.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

export const CustomerFieldErrors: Story = {
  args: { variant: 'customer', fieldErrors: { email: 'Email is required', password: 'Password is required' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Email address/ })).toHaveAccessibleDescription(
      'Email is required',
    );
    await expect(canvas.getByLabelText(/Password/, { selector: 'input' })).toHaveAccessibleDescription(
      'Password is required',
    );
  },
};

export const CustomerSubmittingShowsSpinner: Story = {
  args: { variant: 'customer', email: 'jane@example.com', password: 'Demo1234!', isSubmitting: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Sign in/ });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Working' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CustomerInvalidCredentials: Story = {
  args: { variant: 'customer', email: 'jane@example.com', password: 'wrong-pass', error: 'Invalid email or password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

export const ProviderIdle: Story = {
  args: { variant: 'provider' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Provider Login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register as Provider' })).toHaveAttribute('href', '#providerSignUp');
    await expect(canvas.getByRole('link', { name: 'Customer Login' })).toHaveAttribute('href', '#customerLogin');
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '#forgotPassword');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const AdminIdle: Story = {
  args: { variant: 'admin' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(canvas.getByText('For platform administrators only.')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Sign up|Register/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '#forgotPassword');
    await expect(canvas.getByRole('link', { name: 'Customer Login' })).toHaveAttribute('href', '#customerLogin');
    await expect(canvas.getByRole('link', { name: 'Provider Login' })).toHaveAttribute('href', '#providerLogin');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(args.onTogglePassword).toHaveBeenCalledOnce();
  },
};

export const AdminPasswordVisible: Story = {
  args: { variant: 'admin', email: 'admin@injury-assist.test', password: 'Admin1234!', showPassword: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText(/Password/, { selector: 'input' })).toHaveAttribute('type', 'text');
    await expect(canvas.getByDisplayValue('Admin1234!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(args.onTogglePassword).toHaveBeenCalledOnce();
  },
};

const stepUp = {
  step: 'code',
  email: 'jane@example.com',
  password: 'Secret123!',
  codeNotice: 'We sent a 6-digit code to jane@example.com. Enter it with your password to sign in.',
  secondsUntilResend: 42,
  onCodeChange: fn(),
  onResendCode: fn(),
  onCancelCode: fn(),
} as const;

export const CustomerCodeRequested: Story = {
  args: { variant: 'customer', ...stepUp },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We sent a 6-digit code to jane@example.com. Enter it with your password to sign in.',
    );
    // The address stays as typed: the code went there.
    await expect(canvas.getByRole('textbox', { name: /Email address/ })).toBeDisabled();
    await expect(canvas.getByText('New code in 42s')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send a new code' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Use a different email' }));
    await expect(args.onCancelCode).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByLabelText(/Password/, { selector: 'input' }), '!');
    await expect(args.onFieldChange).toHaveBeenCalledWith('password', 'Secret123!!');
    const code = canvas.getByRole('textbox', { name: /Sign-in code/ });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '0');
    await expect(args.onCodeChange).toHaveBeenCalledWith('0');
  },
};

export const CustomerCodeIncomplete: Story = {
  args: { variant: 'customer', ...stepUp, code: '123', codeError: 'Please enter a valid 6-digit code' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Sign-in code/ })).toHaveAccessibleDescription(
      /Please enter a valid 6-digit code/,
    );
  },
};

export const ProviderWrongCode: Story = {
  args: {
    variant: 'provider',
    ...stepUp,
    code: '000000',
    error: 'Invalid verification code. Please try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid verification code. Please try again.');
    await expect(canvas.getByRole('status')).toHaveTextContent(/We sent a 6-digit code/);
  },
};

export const AdminCodeResendAvailable: Story = {
  args: {
    variant: 'admin',
    ...stepUp,
    email: 'admin@injury-assist.test',
    codeNotice: 'We sent a 6-digit code to admin@injury-assist.test. Enter it with your password to sign in.',
    secondsUntilResend: 0,
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a new code' }));
    await expect(args.onResendCode).toHaveBeenCalledOnce();
  },
};

export const CombinedCodeVerifying: Story = {
  args: { variant: 'combined', ...stepUp, code: '042917', isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sign in/ })).toBeDisabled();
    // The toggle and the demo hint belong to the password step.
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.queryByText(/Demo:/)).toBeNull();
  },
};

export const PhoneWidthCodeRequested: Story = {
  args: { variant: 'customer', ...stepUp, code: '0429' },
  parameters: { layout: 'padded' },
  decorators: [withPhoneFrame],
};

export const PhoneWidth: Story = {
  args: { email: 'customer@demo.test' },
  parameters: { layout: 'padded' },
  decorators: [withPhoneFrame],
};
