import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { withPhoneFrame } from '../../../storybook/withPhoneFrame';
import { ProviderSettings, type ProviderSettingsProps, type ProviderSettingsTab } from './ProviderSettings';

const account = {
  values: {
    firstName: 'Pat',
    lastName: 'Provider',
    username: 'pat.provider',
    email: 'provider@demo.test',
    phone: '+1 (305) 555-0187',
  },
  errors: {},
  isSaving: false,
};
const password = {
  values: { currentPassword: '', newPassword: '', confirmPassword: '' },
  error: null,
  isSaving: false,
};
const notifications = {
  values: {
    emailNotifications: true,
    smsNotifications: false,
    appointmentReminders: true,
    marketingEmails: false,
    systemUpdates: true,
  },
  isSaving: false,
};
const privacy = {
  values: { profileVisible: true, showEmail: true, showPhone: true, allowMessages: true },
  isSaving: false,
};

function WithTab(props: ProviderSettingsProps) {
  const [tab, setTab] = useState<ProviderSettingsTab>(props.tab);
  return (
    <ProviderSettings
      {...props}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Provider/Settings',
  component: ProviderSettings,
  args: {
    status: 'loaded',
    onRetry: fn(),
    tab: 'profile',
    onTabChange: fn(),
    account,
    onAccountChange: fn(),
    onAccountSave: fn(),
    password,
    onPasswordChange: fn(),
    onPasswordSave: fn(),
    notifications,
    onNotificationChange: fn(),
    onNotificationsSave: fn(),
    smsConfigured: false,
    privacy,
    onPrivacyChange: fn(),
    onPrivacySave: fn(),
  },
  render: (args) => <WithTab {...args} />,
} satisfies Meta<typeof ProviderSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your settings' })).toBeVisible();
  },
};

export const LoadFailedTryAgain: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ProfileTab: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'x');
    await expect(args.onAccountChange).toHaveBeenLastCalledWith('username', 'pat.providerx');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(args.onAccountSave).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByLabelText('Current password'), 'D');
    await expect(args.onPasswordChange).toHaveBeenLastCalledWith('currentPassword', 'D');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(args.onPasswordSave).toHaveBeenCalledOnce();
  },
};

export const ProfileWithErrors: Story = {
  args: {
    account: {
      ...account,
      values: { ...account.values, firstName: '', email: 'nope', username: 'a b' },
      errors: {
        firstName: 'First name is required',
        email: 'Email format is invalid',
        username: 'A username has 3 to 30 letters, digits, dots, dashes or underscores.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Email format is invalid')).toBeVisible();
  },
};

export const PasswordsDoNotMatch: Story = {
  args: {
    password: {
      values: { currentPassword: 'Demo1234!', newPassword: 'Longer-pass-1', confirmPassword: 'Longer-pass-2' },
      error: 'New passwords do not match',
      isSaving: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('New passwords do not match');
  },
};

export const PasswordTooShort: Story = {
  args: {
    password: {
      values: { currentPassword: 'Demo1234!', newPassword: 'short', confirmPassword: 'short' },
      error: 'Password must be at least 8 characters long',
      isSaving: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
  },
};

export const CurrentPasswordWrong: Story = {
  args: {
    password: {
      values: { currentPassword: 'wrong-one', newPassword: 'Longer-pass-1', confirmPassword: 'Longer-pass-1' },
      error: 'Your current password is not correct.',
      isSaving: false,
    },
  },
};

export const ChangingPassword: Story = {
  args: { password: { ...password, isSaving: true } },
};

export const NotificationsTab: Story = {
  args: { tab: 'notifications' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Email notifications' })).toBeChecked();
    await expect(
      canvas.getByText('Kept for later: texts go out once an SMS provider is configured for Injury Assist.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Appointment reminders' }));
    await expect(args.onNotificationChange).toHaveBeenCalledWith('appointmentReminders', false);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expect(args.onNotificationsSave).toHaveBeenCalledOnce();
  },
};

export const NotificationsSaving: Story = {
  args: { tab: 'notifications', notifications: { ...notifications, isSaving: true } },
};

export const PrivacyTab: Story = {
  args: { tab: 'privacy', privacy: { ...privacy, values: { ...privacy.values, profileVisible: false } } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Profile visible' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show phone' }));
    await expect(args.onPrivacyChange).toHaveBeenCalledWith('showPhone', false);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Privacy Settings' }));
    await expect(args.onPrivacySave).toHaveBeenCalledOnce();
  },
};

export const SwitchingTabs: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Privacy' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('privacy');
    await expect(within(canvas.getByRole('tabpanel')).getByRole('checkbox', { name: 'Allow messages' })).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  decorators: [withPhoneFrame],
};
