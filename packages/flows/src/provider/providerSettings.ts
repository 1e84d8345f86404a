import { isEmailAddress, isPhoneNumber } from '@injury-assist/domain';

/** The Settings profile (spec provider-and-admin §3). */
export type ProviderAccount = { firstName: string; lastName: string; username: string; email: string; phone: string };
export type AccountField = keyof ProviderAccount;
export type AccountErrors = Partial<Record<AccountField, string>>;

export type NotificationFlags = {
  emailNotifications: boolean;
  smsNotifications: boolean;
  appointmentReminders: boolean;
  marketingEmails: boolean;
  systemUpdates: boolean;
};

export type PrivacyFlags = { profileVisible: boolean; showEmail: boolean; showPhone: boolean; allowMessages: boolean };

export type PasswordChange = { currentPassword: string; newPassword: string; confirmPassword: string };

// spec §5 and §8, verbatim, and the server's sentences for what the spec leaves out.
export const settingsMessages = {
  profileUpdated: 'Profile updated successfully!',
  passwordChanged: 'Password changed successfully!',
  notificationsUpdated: 'Notification preferences updated!',
  privacyUpdated: 'Privacy settings updated!',
  passwordsDiffer: 'New passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  currentRequired: 'Enter your current password.',
  firstNameRequired: 'First name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email format is invalid',
  phoneInvalid: 'Enter the phone number with at least 10 digits, e.g. +1 (305) 555-0101.',
  usernameFormat: 'A username has 3 to 30 letters, digits, dots, dashes or underscores.',
  saveFailed: 'Could not save your settings. Please try again.',
  passwordFailed: 'Could not change your password. Please try again.',
} as const;

/** spec §9: "Password minimum: 8 characters." */
export const PASSWORD_MIN_LENGTH = 8;

export function validateAccount(account: ProviderAccount): AccountErrors {
  const errors: AccountErrors = {};
  if (!account.firstName.trim()) errors.firstName = settingsMessages.firstNameRequired;
  if (!account.email.trim()) errors.email = settingsMessages.emailRequired;
  else if (!isEmailAddress(account.email)) errors.email = settingsMessages.emailInvalid;
  if (account.phone.trim() && !isPhoneNumber(account.phone)) errors.phone = settingsMessages.phoneInvalid;
  if (account.username.trim() && !/^[A-Za-z0-9._-]{3,30}$/.test(account.username.trim())) {
    errors.username = settingsMessages.usernameFormat;
  }
  return errors;
}

/**
 * spec §5: new and confirm must match ('New passwords do not match'), then the new one needs 8
 * characters ('Password must be at least 8 characters long'). The current one is checked by the
 * server; here it only has to be given.
 */
export function passwordChangeProblem(change: PasswordChange): string | null {
  if (change.newPassword !== change.confirmPassword) return settingsMessages.passwordsDiffer;
  if ([...change.newPassword].length < PASSWORD_MIN_LENGTH) return settingsMessages.passwordTooShort;
  if (!change.currentPassword) return settingsMessages.currentRequired;
  return null;
}
