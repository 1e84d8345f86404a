import { noLocationErrors } from './locationEdits';
import type { ProviderRegistrationContext, RegistrationDraft, UnverifiedDraft } from './registrationTypes';
import { type BasicInfoRequest, fromBasicInfoRequest } from './validateBasicInfo';
import { emptyLocation } from './validateLocations';

/** The context a saved draft gives (after verifying, resuming or saving a step). */
export function fromDraft(draft: RegistrationDraft): Partial<ProviderRegistrationContext> {
  const locations = draft.locations?.locations.map((location) => ({ ...location })) ?? [emptyLocation];
  return {
    basicInfo: fromBasicInfoRequest(draft.basicInfo),
    basicInfoErrors: {},
    verifiedEmail: draft.basicInfo.email,
    numberOfLocations: draft.locations?.numberOfLocations ?? '1',
    locations,
    locationErrors: noLocationErrors(locations.length),
    ...(draft.plan ? { choice: { ...draft.plan } } : {}),
  };
}

/** The context the tab's unverified step 1 gives: its fields, the address still to verify. */
export function fromUnverifiedDraft(draft: UnverifiedDraft): Partial<ProviderRegistrationContext> {
  return { basicInfo: fromBasicInfoRequest(draft.basicInfo), basicInfoErrors: {}, verifiedEmail: null };
}

/**
 * What the tab remembers of step 1 once the code is sent: the fields of the request step 1 sent,
 * named one by one so nothing else (a password, should step 1 ever ask for one) is ever kept.
 */
export function unverifiedDraftOf(request: BasicInfoRequest): UnverifiedDraft {
  return {
    step: 'verifyEmail',
    basicInfo: {
      firstName: request.firstName,
      lastName: request.lastName,
      businessName: request.businessName,
      country: request.country,
      categoryId: request.categoryId,
      subcategoryId: request.subcategoryId,
      serviceId: request.serviceId,
      phone: request.phone,
      email: request.email,
    },
  };
}
