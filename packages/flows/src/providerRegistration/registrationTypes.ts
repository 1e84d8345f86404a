import type {
  BillingInterval,
  LookupOption,
  NumberOfLocations,
  PricedPlan,
  RegistrationCountry,
  ToastTone,
} from '@injury-assist/domain';
import type { BasicInfoErrors, BasicInfoForm, BasicInfoRequest, BasicInfoTextField } from './validateBasicInfo';
import type { LocationField, LocationForm, LocationsErrors, LocationsRequest } from './validateLocations';

/** The provider registration wizard's shapes (spec provider-and-admin §2.2, §3). */

export const specialtyLevels = ['category', 'subcategory', 'service'] as const;
export type SpecialtyLevel = (typeof specialtyLevels)[number];
export type SpecialtyList = { options: LookupOption[]; isLoading: boolean };

/** A plan of the registration catalog (spec §3 "Plan (registration)"), prices in cents. */
export type RegistrationPlan = PricedPlan & { description: string; features: string[]; popular: boolean };

export type PlanChoice = { planId: string | null; addonPlanIds: string[]; interval: BillingInterval };
export type CheckoutRequest = { planId: string; addonPlanIds: string[]; interval: BillingInterval };

/**
 * The draft as the server keeps it, once the e-mail address is verified: what to show again
 * and the step to resume at (the furthest one saved).
 */
export type RegistrationDraft = {
  step: 'locations' | 'plan';
  basicInfo: BasicInfoRequest;
  locations: LocationsRequest | null;
  plan: CheckoutRequest | null;
};

/**
 * Step 1 as this browser tab remembers it while the code is on its way: the server keeps nothing
 * before the address is verified, so without it a reload on the code step would empty step 1.
 */
export type UnverifiedDraft = { step: 'verifyEmail'; basicInfo: BasicInfoRequest };

/** What `loadDraft` finds: the server's draft, else the tab's unverified one, else nothing. */
export type SavedDraft = RegistrationDraft | UnverifiedDraft;

export type LoadSpecialtyInput = { level: SpecialtyLevel; parentId: number | null };
export type SendCodeOutput = { message?: string | null } | undefined;

export type ProviderRegistrationToast = { type: 'toast'; tone: ToastTone; message: string };
/**
 * What the app does for the wizard: toasts, the checkout, and keeping step 1 in the tab while the
 * address is unverified ('draft.remember' once the code is sent, 'draft.forget' once it is verified).
 */
export type ProviderRegistrationEmitted =
  | ProviderRegistrationToast
  | { type: 'checkout.open'; url: string }
  | { type: 'draft.remember'; draft: UnverifiedDraft }
  | { type: 'draft.forget' };

export type ProviderRegistrationContext = {
  basicInfo: BasicInfoForm;
  basicInfoErrors: BasicInfoErrors;
  lists: Record<SpecialtyLevel, SpecialtyList>;
  /** The address the server verified; null until then. Once set, step 1 keeps it as it is. */
  verifiedEmail: string | null;
  numberOfLocations: NumberOfLocations;
  locations: LocationForm[];
  locationErrors: LocationsErrors;
  /** The plan catalog, once loaded. */
  plans: RegistrationPlan[] | null;
  choice: PlanChoice;
};

export type ProviderRegistrationEvent =
  | { type: 'field.change'; field: BasicInfoTextField; value: string }
  | { type: 'country.select'; country: RegistrationCountry | null }
  | { type: 'specialty.select'; level: SpecialtyLevel; id: number | null }
  | { type: 'basicInfo.submit' }
  | { type: 'otp.change'; value: string }
  | { type: 'otp.submit' }
  | { type: 'otp.resend' }
  | { type: 'verified.continue' }
  | { type: 'locations.count'; value: NumberOfLocations }
  | { type: 'location.add' }
  | { type: 'location.remove'; index: number }
  | { type: 'location.change'; index: number; field: LocationField; value: string }
  | { type: 'locations.submit' }
  | { type: 'plans.retry' }
  | { type: 'plan.select'; planId: string }
  | { type: 'addon.toggle'; planId: string }
  | { type: 'interval.change'; interval: BillingInterval }
  | { type: 'plan.submit' }
  | { type: 'back' };
