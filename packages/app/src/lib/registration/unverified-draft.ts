import { isRegistrationCountry } from '@injury-assist/domain';
import type { UnverifiedDraft } from '@injury-assist/flows/providerRegistration';

/**
 * Step 1 of the provider wizard while its code is on the way (issue 27): the server keeps nothing
 * before the address is verified, so this tab does, until then. sessionStorage, not localStorage:
 * it lives as long as the tab, and holds only step 1's fields (the flow names them; no password).
 */
const UNVERIFIED_DRAFT_KEY = 'providerRegistrationUnverifiedStep';

export function rememberUnverifiedDraft(draft: UnverifiedDraft, storage: Storage = sessionStorage): void {
  storage.setItem(UNVERIFIED_DRAFT_KEY, JSON.stringify(draft));
}

export function forgetUnverifiedDraft(storage: Storage = sessionStorage): void {
  storage.removeItem(UNVERIFIED_DRAFT_KEY);
}

/** The remembered step 1, or null when there is none or it is not one (edited by hand, an older shape). */
export function recallUnverifiedDraft(storage: Storage = sessionStorage): UnverifiedDraft | null {
  const text = storage.getItem(UNVERIFIED_DRAFT_KEY);
  if (text === null) return null;
  try {
    return unverifiedDraftIn(JSON.parse(text));
  } catch {
    return null;
  }
}

function unverifiedDraftIn(value: unknown): UnverifiedDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { step, basicInfo } = value as { step?: unknown; basicInfo?: Record<string, unknown> };
  if (step !== 'verifyEmail' || typeof basicInfo !== 'object' || basicInfo === null) return null;
  const { firstName, lastName, businessName, country, categoryId, subcategoryId, serviceId, phone, email } = basicInfo;
  const texts = [firstName, lastName, businessName, phone, email];
  const ids = [categoryId, subcategoryId, serviceId];
  if (!texts.every((text) => typeof text === 'string') || !ids.every((id) => Number.isInteger(id))) return null;
  if (typeof country !== 'string' || !isRegistrationCountry(country)) return null;
  return {
    step,
    basicInfo: {
      firstName: firstName as string,
      lastName: lastName as string,
      businessName: businessName as string,
      country,
      categoryId: categoryId as number,
      subcategoryId: subcategoryId as number,
      serviceId: serviceId as number,
      phone: phone as string,
      email: email as string,
    },
  };
}
