import { ProviderSettings, type ProviderSettingsProps, type ProviderSettingsTab } from '@injury-assist/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { CalendarFeedSection } from '../../components/CalendarFeedSection/CalendarFeedSection';
import { SecurityActivitySection } from '../../components/SecurityActivitySection/SecurityActivitySection';
import { YourDataSection } from '../../components/YourDataSection/YourDataSection';
import { FlowProvider } from '../../lib/flows/create-flow';
import { loadStatus } from '../../lib/load-status';
import { sections } from '../../lib/page/sections.css';
import { useSession } from '../../lib/session/session-context';
import { showDashboardToast } from '../../lib/show-dashboard-toast';
import { type ProviderSettingsData, useProviderSettings, useRefresh } from './provider-reads';
import { AccountFlow, NotificationsFlow, PasswordFlow, PrivacyFlow } from './settings-flows';

const noop = () => undefined;

function SettingsScreen({ smsConfigured }: { smsConfigured: boolean }) {
  const [tab, setTab] = useState<ProviderSettingsTab>('profile');
  const { updateUser } = useSession();
  const refresh = useRefresh('/provider/settings', '/provider/profile', '/provider/overview');

  const account = AccountFlow.useSelector((state) => state);
  const notifications = NotificationsFlow.useSelector((state) => state);
  const privacy = PrivacyFlow.useSelector((state) => state);
  const password = PasswordFlow.useSelector((state) => state);

  const accountActor = AccountFlow.useActorRef();
  const notificationsActor = NotificationsFlow.useActorRef();
  const privacyActor = PrivacyFlow.useActorRef();
  const passwordActor = PasswordFlow.useActorRef();

  useEffect(() => {
    const subscriptions = [
      ...[accountActor, notificationsActor, privacyActor].map((actor) => actor.on('toast', showDashboardToast)),
      passwordActor.on('toast', showDashboardToast),
      accountActor.on('settings.saved', ({ form }) => {
        // The top bar and its menu show the account's name and e-mail.
        if (form.kind === 'account') {
          updateUser({ name: `${form.values.firstName} ${form.values.lastName}`.trim(), email: form.values.email });
        }
        refresh();
      }),
      notificationsActor.on('settings.saved', refresh),
      // Privacy decides what the profile shows and whether the search lists the business.
      privacyActor.on('settings.saved', refresh),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [accountActor, notificationsActor, privacyActor, passwordActor, updateUser, refresh]);

  // Each flow was started with its own kind of form and keeps it; the checks tell TypeScript which.
  const accountForm = account.context.form;
  const notificationsForm = notifications.context.form;
  const privacyForm = privacy.context.form;
  if (accountForm.kind !== 'account' || notificationsForm.kind !== 'notifications' || privacyForm.kind !== 'privacy') {
    return null;
  }

  const props: ProviderSettingsProps = {
    status: 'loaded',
    onRetry: noop,
    tab,
    onTabChange: setTab,
    account: { values: accountForm.values, isSaving: account.matches('saving'), errors: account.context.errors },
    onAccountChange: (field, value) => accountActor.send({ type: 'field.change', field, value }),
    onAccountSave: () => accountActor.send({ type: 'form.submit' }),
    password: { values: password.context.change, isSaving: password.matches('saving'), error: password.context.error },
    onPasswordChange: (field, value) => passwordActor.send({ type: 'field.change', field, value }),
    onPasswordSave: () => passwordActor.send({ type: 'form.submit' }),
    notifications: { values: notificationsForm.values, isSaving: notifications.matches('saving') },
    onNotificationChange: (flag, value) => notificationsActor.send({ type: 'field.change', field: flag, value }),
    onNotificationsSave: () => notificationsActor.send({ type: 'form.submit' }),
    smsConfigured,
    privacy: { values: privacyForm.values, isSaving: privacy.matches('saving') },
    onPrivacyChange: (flag, value) => privacyActor.send({ type: 'field.change', field: flag, value }),
    onPrivacySave: () => privacyActor.send({ type: 'form.submit' }),
  };
  return (
    <div className={sections}>
      <ProviderSettings {...props} />
      <CalendarFeedSection allLabel="All locations" />
      <YourDataSection accountKind="provider" />
      <SecurityActivitySection />
    </div>
  );
}

/** The three tabs' forms and the password change, each its own flow, started from what was read. */
function SettingsFlows({ settings, children }: { settings: ProviderSettingsData; children: ReactNode }) {
  return (
    <FlowProvider flow={AccountFlow} options={{ input: { kind: 'account', values: settings.profile } }}>
      <FlowProvider
        flow={NotificationsFlow}
        options={{ input: { kind: 'notifications', values: settings.notifications } }}
      >
        <FlowProvider flow={PrivacyFlow} options={{ input: { kind: 'privacy', values: settings.privacy } }}>
          <FlowProvider flow={PasswordFlow}>{children}</FlowProvider>
        </FlowProvider>
      </FlowProvider>
    </FlowProvider>
  );
}

const emptyForm = { isSaving: false };

/** spec provider-and-admin §2.3 Settings: loading, a failed load with 'Try again', then the tabs. */
export default function SettingsPage() {
  const settings = useProviderSettings();
  const status = loadStatus(settings);
  if (!settings.data || status !== 'loaded') {
    return (
      <ProviderSettings
        status={status}
        onRetry={() => void settings.refetch()}
        tab="profile"
        onTabChange={noop}
        account={{
          ...emptyForm,
          values: { firstName: '', lastName: '', username: '', email: '', phone: '' },
          errors: {},
        }}
        onAccountChange={noop}
        onAccountSave={noop}
        password={{ ...emptyForm, values: { currentPassword: '', newPassword: '', confirmPassword: '' }, error: null }}
        onPasswordChange={noop}
        onPasswordSave={noop}
        notifications={{
          ...emptyForm,
          values: {
            emailNotifications: false,
            smsNotifications: false,
            appointmentReminders: false,
            marketingEmails: false,
            systemUpdates: false,
          },
        }}
        onNotificationChange={noop}
        onNotificationsSave={noop}
        smsConfigured={false}
        privacy={{
          ...emptyForm,
          values: { profileVisible: false, showEmail: false, showPhone: false, allowMessages: false },
        }}
        onPrivacyChange={noop}
        onPrivacySave={noop}
      />
    );
  }
  // The forms start from the first answer: a later read (after a save) does not reset what is typed.
  return (
    <SettingsFlows settings={settings.data.data}>
      <SettingsScreen smsConfigured={settings.data.data.smsConfigured} />
    </SettingsFlows>
  );
}
