import type { ChangePasswordInput, SettingsForm } from '@injury-assist/flows/provider';
import { api, quietErrors } from '../../lib/api/client';

// The Settings flows' requests, apart from the other provider pages' (provider-api.ts) so that
// Settings loads only its own. Each is quiet: the flow says what went wrong, beside the form.

/** One Settings tab's save; the form keeps what the server answered. */
export async function saveSettings(form: SettingsForm): Promise<SettingsForm> {
  switch (form.kind) {
    case 'account': {
      const { data, error } = await api.PUT('/provider/settings/profile', { body: form.values, ...quietErrors });
      if (error) throw error;
      return { kind: 'account', values: data.data };
    }
    case 'notifications': {
      const { error } = await api.PUT('/provider/settings/notifications', { body: form.values, ...quietErrors });
      if (error) throw error;
      return form;
    }
    case 'privacy': {
      const { error } = await api.PUT('/provider/settings/privacy', { body: form.values, ...quietErrors });
      if (error) throw error;
      return form;
    }
  }
}

export async function changePassword(change: ChangePasswordInput): Promise<void> {
  const { error } = await api.POST('/provider/password', { body: change, ...quietErrors });
  if (error) throw error;
}
