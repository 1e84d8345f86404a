import { isEmailAddress, isPhoneNumber, type NewBookingStatus, storedPhoneNumber } from '@injury-assist/domain';
import type { Db } from '../db/db';
import { newBookingStatusName } from './provider-appointments';

export interface ProviderAccount {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string;
}

export interface NotificationSettings {
  emailNotifications: boolean;
  smsNotifications: boolean;
  appointmentReminders: boolean;
  marketingEmails: boolean;
  systemUpdates: boolean;
}

export interface PrivacySettings {
  profileVisible: boolean;
  showEmail: boolean;
  showPhone: boolean;
  allowMessages: boolean;
}

export interface ProviderSettings {
  profile: ProviderAccount;
  notifications: NotificationSettings;
  privacy: PrivacySettings;
  newBookingStatus: NewBookingStatus;
  smsConfigured: boolean;
}

// spec provider-and-admin §5 for the e-mail, spec §8 for the alerts, ours otherwise.
export const settingsMessages = {
  profileUpdated: 'Profile updated successfully!',
  notificationsUpdated: 'Notification preferences updated!',
  privacyUpdated: 'Privacy settings updated!',
  bookingsUpdated: 'Booking settings updated!',
  passwordChanged: 'Password changed successfully!',
  firstNameRequired: 'First name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email format is invalid',
  phoneInvalid: 'Enter the phone number with at least 10 digits, e.g. +1 (305) 555-0101.',
  usernameFormat: 'A username has 3 to 30 letters, digits, dots, dashes or underscores.',
  usernameTaken: 'That username is taken. Please choose another.',
  emailTaken: 'That e-mail address belongs to another account.',
} as const;

/**
 * The account keeps one name; the Settings profile shows it as a first name and a last name, the
 * last name being the name's last word ('Pat Provider' → 'Pat', 'Provider').
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
}

interface SettingsRow {
  name: string;
  username: string | null;
  email: string;
  phone: string | null;
  email_notifications: boolean;
  sms_notifications: boolean;
  appointment_reminders: boolean;
  marketing_emails: boolean;
  system_updates: boolean;
  profile_visible: boolean;
  show_email: boolean;
  show_phone: boolean;
  allow_messages: boolean;
  new_booking_status: number;
}

export async function loadProviderSettings(db: Db, userId: string, providerId: number): Promise<ProviderSettings> {
  const [row] = await db.query<SettingsRow>(
    `select u.name, u.username, u.email, u.phone, p.email_notifications, p.sms_notifications,
            p.appointment_reminders, p.marketing_emails, p.system_updates, p.profile_visible, p.show_email,
            p.show_phone, p.allow_messages, p.new_booking_status
       from users u, service_providers p
      where u.id = $1 and p.id = $2`,
    [userId, providerId],
  );
  if (!row) throw new Error(`No account ${userId} or business ${providerId}.`);
  return {
    profile: { ...splitName(row.name), username: row.username ?? '', email: row.email, phone: row.phone ?? '' },
    notifications: {
      emailNotifications: row.email_notifications,
      smsNotifications: row.sms_notifications,
      appointmentReminders: row.appointment_reminders,
      marketingEmails: row.marketing_emails,
      systemUpdates: row.system_updates,
    },
    privacy: {
      profileVisible: row.profile_visible,
      showEmail: row.show_email,
      showPhone: row.show_phone,
      allowMessages: row.allow_messages,
    },
    newBookingStatus: newBookingStatusName(Number(row.new_booking_status)),
    // No SMS gateway is wired into the product yet; the setting is kept for when one is.
    smsConfigured: false,
  };
}

const USERNAME = /^[A-Za-z0-9._-]{3,30}$/;

/** The account's fields trimmed, or the first problem with them as a sentence. */
export function readAccount(
  account: ProviderAccount,
): { ok: true; account: ProviderAccount } | { ok: false; message: string } {
  const trimmed = {
    firstName: account.firstName.trim(),
    lastName: account.lastName.trim(),
    username: account.username.trim(),
    email: account.email.trim(),
    phone: account.phone.trim(),
  };
  if (!trimmed.firstName) return { ok: false, message: settingsMessages.firstNameRequired };
  if (!trimmed.email) return { ok: false, message: settingsMessages.emailRequired };
  if (!isEmailAddress(trimmed.email)) return { ok: false, message: settingsMessages.emailInvalid };
  if (trimmed.phone && !isPhoneNumber(trimmed.phone)) return { ok: false, message: settingsMessages.phoneInvalid };
  if (trimmed.username && !USERNAME.test(trimmed.username))
    return { ok: false, message: settingsMessages.usernameFormat };
  // Stored (and answered) in E.164, whatever the format typed.
  return { ok: true, account: { ...trimmed, phone: trimmed.phone && storedPhoneNumber(trimmed.phone) } };
}

/** Saves the account; resolves to the field another account already has, if any. */
export async function saveAccount(
  db: Db,
  userId: string,
  account: ProviderAccount,
): Promise<'username' | 'email' | undefined> {
  const [taken] = await db.query<{ username_taken: boolean; email_taken: boolean }>(
    `select exists (select 1 from users where id <> $1 and $2 <> '' and lower(username) = lower($2)) as username_taken,
            exists (select 1 from users where id <> $1 and lower(email) = lower($3)) as email_taken`,
    [userId, account.username, account.email],
  );
  if (taken?.username_taken) return 'username';
  if (taken?.email_taken) return 'email';
  await db.query('update users set name = $2, username = $3, email = $4, phone = $5 where id = $1', [
    userId,
    [account.firstName, account.lastName].filter(Boolean).join(' '),
    account.username || null,
    account.email,
    account.phone || null,
  ]);
  return undefined;
}

export async function saveNotificationSettings(db: Db, providerId: number, flags: NotificationSettings): Promise<void> {
  await db.query(
    `update service_providers
        set email_notifications = $2, sms_notifications = $3, appointment_reminders = $4,
            marketing_emails = $5, system_updates = $6
      where id = $1`,
    [
      providerId,
      flags.emailNotifications,
      flags.smsNotifications,
      flags.appointmentReminders,
      flags.marketingEmails,
      flags.systemUpdates,
    ],
  );
}

export async function savePrivacySettings(db: Db, providerId: number, flags: PrivacySettings): Promise<void> {
  await db.query(
    `update service_providers set profile_visible = $2, show_email = $3, show_phone = $4, allow_messages = $5
      where id = $1`,
    [providerId, flags.profileVisible, flags.showEmail, flags.showPhone, flags.allowMessages],
  );
}

export async function saveNewBookingStatus(db: Db, providerId: number, status: NewBookingStatus): Promise<void> {
  await db.query('update service_providers set new_booking_status = $2 where id = $1', [
    providerId,
    status === 'pending' ? 0 : 1,
  ]);
}
