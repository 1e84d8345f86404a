export { locationsFormOf } from './locationEdits';
export { orderView, planCards } from './planViews';
export {
  providerEmailCodeMachine,
  providerRegistrationMachine,
  providerRegistrationMessages,
} from './providerRegistrationMachine';
export type {
  CheckoutRequest,
  LoadSpecialtyInput,
  ProviderRegistrationContext,
  RegistrationDraft,
  RegistrationPlan,
  SavedDraft,
  SendCodeOutput,
  UnverifiedDraft,
} from './registrationTypes';
export type { BasicInfoRequest } from './validateBasicInfo';
export { LocationsRefused, type LocationsRequest } from './validateLocations';
