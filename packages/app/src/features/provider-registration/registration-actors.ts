import type { LookupOption } from '@injury-assist/domain';
import {
  type BasicInfoRequest,
  type CheckoutRequest,
  type LoadSpecialtyInput,
  LocationsRefused,
  type LocationsRequest,
  type RegistrationDraft,
  type RegistrationPlan,
  type SendCodeOutput,
} from '@injury-assist/flows/providerRegistration';
import { api, quietErrors } from '../../lib/api/client';
import {
  clearRegistrationToken,
  readRegistrationToken,
  registrationHeaders,
  writeRegistrationToken,
} from '../../lib/registration/registration-token';

// The wizard toasts the server's sentences itself, so its calls skip the shared toasts.
const quietly = () => ({ headers: registrationHeaders(), ...quietErrors });

/** The saved draft of this browser's registration, or null to start afresh. */
export async function loadDraft(): Promise<RegistrationDraft | null> {
  if (!readRegistrationToken()) return null;
  const { data, response } = await api.GET('/provider_registration/draft', quietly());
  if (data) return data.data;
  // Expired, unknown or already paid: this browser's registration is over.
  if (response.status === 401 || response.status === 409) clearRegistrationToken();
  return null;
}

export async function loadSpecialty({ level, parentId }: LoadSpecialtyInput): Promise<LookupOption[]> {
  const { data, error } =
    level === 'category'
      ? await api.GET('/categories_list', quietErrors)
      : level === 'subcategory'
        ? await api.GET('/subcategories/{id}', { params: { path: { id: parentId ?? 0 } }, ...quietErrors })
        : await api.GET('/get_ic_services_by_id/{id}', { params: { path: { id: parentId ?? 0 } }, ...quietErrors });
  if (!data) throw error;
  return data.data;
}

export async function sendCode(body: BasicInfoRequest): Promise<SendCodeOutput> {
  const { data, error } = await api.POST('/provider_registration', { body, ...quietly() });
  if (error) throw error;
  return { message: data.message };
}

export async function resendCode(body: { email: string }): Promise<void> {
  const { error } = await api.POST('/provider_registration/resend_code', { body, ...quietly() });
  if (error) throw error;
}

export async function verifyCode(body: { email: string; otp: string }): Promise<RegistrationDraft> {
  const { data, error } = await api.POST('/provider_registration/verify', { body, ...quietly() });
  if (error) throw error;
  writeRegistrationToken(data.token);
  return data.data;
}

export async function saveBasicInfo(body: BasicInfoRequest): Promise<RegistrationDraft> {
  const { data, error } = await api.PUT('/provider_registration/basic_info', { body, ...quietly() });
  if (error) throw error;
  return data.data;
}

export async function saveLocations(body: LocationsRequest): Promise<RegistrationDraft> {
  const { data, error } = await api.PUT('/provider_registration/locations', { body, ...quietly() });
  if (data) return data.data;
  if (error && 'errors' in error) throw new LocationsRefused(error.message, error.errors);
  throw error;
}

export async function loadPlans(): Promise<RegistrationPlan[]> {
  const { data, error } = await api.GET('/plans', quietErrors);
  if (!data) throw error;
  return data.data;
}

export async function startCheckout(body: CheckoutRequest): Promise<{ url: string }> {
  const { data, error } = await api.POST('/provider_registration/checkout', { body, ...quietly() });
  if (error) throw error;
  return { url: data.data.url };
}
