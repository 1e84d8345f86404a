import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { Spinner } from '../../../components/Spinner/Spinner';
import { Tabs } from '../../../components/Tabs/Tabs';
import { TextField } from '../../../components/TextField/TextField';
import * as shared from '../shared.css';
import * as styles from './ProviderSettings.css';

/** spec provider-and-admin §2.3: "Three tabs: Profile, Notifications, Privacy." */
export const providerSettingsTabs = ['profile', 'notifications', 'privacy'] as const;
export type ProviderSettingsTab = (typeof providerSettingsTabs)[number];

export type AccountValues = { firstName: string; lastName: string; username: string; email: string; phone: string };
export type AccountField = keyof AccountValues;
export type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };
export type NotificationValues = {
  emailNotifications: boolean;
  smsNotifications: boolean;
  appointmentReminders: boolean;
  marketingEmails: boolean;
  systemUpdates: boolean;
};
export type PrivacyValues = { profileVisible: boolean; showEmail: boolean; showPhone: boolean; allowMessages: boolean };

type FormState<Values> = { values: Values; isSaving: boolean };

export type ProviderSettingsProps = {
  status: LoadStatus;
  onRetry: () => void;
  tab: ProviderSettingsTab;
  onTabChange: (tab: ProviderSettingsTab) => void;
  account: FormState<AccountValues> & { errors: Partial<Record<AccountField, string>> };
  onAccountChange: (field: AccountField, value: string) => void;
  onAccountSave: () => void;
  password: FormState<PasswordValues> & { error: string | null };
  onPasswordChange: (field: keyof PasswordValues, value: string) => void;
  onPasswordSave: () => void;
  notifications: FormState<NotificationValues>;
  onNotificationChange: (flag: keyof NotificationValues, value: boolean) => void;
  onNotificationsSave: () => void;
  /** Whether an SMS provider is configured; without one, texts wait for it. */
  smsConfigured: boolean;
  privacy: FormState<PrivacyValues>;
  onPrivacyChange: (flag: keyof PrivacyValues, value: boolean) => void;
  onPrivacySave: () => void;
};

const notificationFlags: { flag: keyof NotificationValues; label: string; help: string }[] = [
  {
    flag: 'emailNotifications',
    label: 'Email notifications',
    help: 'An e-mail when a customer books, cancels or moves an appointment.',
  },
  { flag: 'smsNotifications', label: 'SMS notifications', help: 'A text message for the same.' },
  {
    flag: 'appointmentReminders',
    label: 'Appointment reminders',
    help: 'Customers get an e-mail reminder a day before their appointment.',
  },
  { flag: 'marketingEmails', label: 'Marketing emails', help: 'News and offers from Injury Assist.' },
  { flag: 'systemUpdates', label: 'System updates', help: 'Changes to the product and your account.' },
];

const privacyFlags: { flag: keyof PrivacyValues; label: string; help: string }[] = [
  {
    flag: 'profileVisible',
    label: 'Profile visible',
    help: 'Customers find your business in the search. Existing bookings stay either way.',
  },
  { flag: 'showEmail', label: 'Show email', help: 'Your e-mail address appears on your profile.' },
  { flag: 'showPhone', label: 'Show phone', help: 'Your phone number appears on your profile.' },
  { flag: 'allowMessages', label: 'Allow messages', help: 'Customers may send you messages.' },
];

function Flags<Values extends Record<string, boolean>>({
  legend,
  items,
  values,
  onChange,
  isDisabled,
  notes = {},
}: {
  legend: string;
  items: { flag: keyof Values & string; label: string; help: string }[];
  values: Values;
  onChange: (flag: keyof Values & string, value: boolean) => void;
  isDisabled: boolean;
  notes?: Partial<Record<keyof Values, ReactNode>>;
}) {
  return (
    <fieldset className={styles.flags}>
      <legend className={shared.visuallyHidden}>{legend}</legend>
      {items.map(({ flag, label, help }) => (
        <div key={flag} className={styles.flag}>
          <Checkbox
            isSelected={values[flag] ?? false}
            onChange={(value) => onChange(flag, value)}
            isDisabled={isDisabled}
          >
            {label}
          </Checkbox>
          <span className={styles.flagHelp}>{help}</span>
          {notes[flag] ? <span className={styles.note}>{notes[flag]}</span> : null}
        </div>
      ))}
    </fieldset>
  );
}

/** Settings (spec provider-and-admin §2.3, §3, §5, §8): Profile with the password change, Notifications, Privacy. */
export function ProviderSettings(props: ProviderSettingsProps) {
  const { account, password, notifications, privacy } = props;
  const accountField = (field: AccountField) => ({
    value: account.values[field],
    onChange: (value: string) => props.onAccountChange(field, value),
    errorMessage: account.errors[field],
    isDisabled: account.isSaving,
  });
  const passwordField = (field: keyof PasswordValues) => ({
    value: password.values[field],
    onChange: (value: string) => props.onPasswordChange(field, value),
    isDisabled: password.isSaving,
  });
  const content = {
    profile: (
      <div className={styles.stack}>
        <Card title="Profile">
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              props.onAccountSave();
            }}
          >
            <div className={styles.fields}>
              <TextField label="First name" isRequired autoComplete="given-name" {...accountField('firstName')} />
              <TextField label="Last name" autoComplete="family-name" {...accountField('lastName')} />
              <TextField
                label="Username"
                autoComplete="username"
                description="Letters, digits, dots, dashes or underscores."
                {...accountField('username')}
              />
              <TextField label="Phone" type="tel" autoComplete="tel" {...accountField('phone')} />
              <div className={styles.wide}>
                <TextField
                  label="Email"
                  type="email"
                  isRequired
                  autoComplete="email"
                  description="You sign in with it."
                  {...accountField('email')}
                />
              </div>
            </div>
            <div className={styles.actions}>
              <Button type="submit" loading={account.isSaving}>
                Save Profile
              </Button>
            </div>
          </form>
        </Card>
        <Card title="Change password" description="Other devices signed in to this account are signed out.">
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              props.onPasswordSave();
            }}
          >
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              {...passwordField('currentPassword')}
            />
            <div className={styles.fields}>
              <PasswordField
                label="New password"
                autoComplete="new-password"
                description="At least 8 characters."
                {...passwordField('newPassword')}
              />
              <PasswordField
                label="Confirm new password"
                autoComplete="new-password"
                {...passwordField('confirmPassword')}
              />
            </div>
            {password.error ? (
              <p className={styles.alert} role="alert">
                {password.error}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Button type="submit" loading={password.isSaving}>
                Change Password
              </Button>
            </div>
          </form>
        </Card>
      </div>
    ),
    notifications: (
      <Card title="Notifications">
        <div className={styles.form}>
          <Flags
            legend="Notification preferences"
            items={notificationFlags}
            values={notifications.values}
            onChange={props.onNotificationChange}
            isDisabled={notifications.isSaving}
            notes={
              props.smsConfigured
                ? {}
                : {
                    smsNotifications:
                      'Kept for later: texts go out once an SMS provider is configured for Injury Assist.',
                  }
            }
          />
          <div className={styles.actions}>
            <Button onPress={props.onNotificationsSave} loading={notifications.isSaving}>
              Save Preferences
            </Button>
          </div>
        </div>
      </Card>
    ),
    privacy: (
      <Card title="Privacy">
        <div className={styles.form}>
          <Flags
            legend="Privacy settings"
            items={privacyFlags}
            values={privacy.values}
            onChange={props.onPrivacyChange}
            isDisabled={privacy.isSaving}
          />
          <div className={styles.actions}>
            <Button onPress={props.onPrivacySave} loading={privacy.isSaving}>
              Save Privacy Settings
            </Button>
          </div>
        </div>
      </Card>
    ),
  } satisfies Record<ProviderSettingsTab, ReactNode>;
  const labels = { profile: 'Profile', notifications: 'Notifications', privacy: 'Privacy' } as const;
  return (
    <div className={shared.container}>
      <div className={shared.page}>
        <div className={shared.pageHeader}>
          <h1 className={shared.pageHeading}>Settings</h1>
        </div>
        {props.status === 'failed' ? (
          <Card>
            <LoadFailed title="We could not load your settings." onRetry={props.onRetry} />
          </Card>
        ) : props.status === 'loading' ? (
          <Card>
            <div className={shared.loading}>
              <Spinner size="large" label="Loading your settings" />
            </div>
          </Card>
        ) : (
          <Tabs
            aria-label="Settings"
            selectedKey={props.tab}
            onSelectionChange={(id) => {
              const next = providerSettingsTabs.find((candidate) => candidate === id);
              if (next && next !== props.tab) props.onTabChange(next);
            }}
            items={providerSettingsTabs.map((id) => ({ id, label: labels[id], content: content[id] }))}
          />
        )}
      </div>
    </div>
  );
}
