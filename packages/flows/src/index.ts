export {
  PAYMENT_SUCCESS_COUNTDOWN_SECONDS,
  type PaymentSuccessEmitted,
  paymentSuccessMachine,
} from './payment/paymentSuccessMachine';
export {
  clearFieldError,
  type Gender,
  genders,
  isValidEmail,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationForm,
  registrationMessages,
  toRegistrationRequest,
  validateRegistration,
} from './registration/validateRegistration';
export {
  dependantsOf,
  type FilterField,
  filterFields,
  type LookupList,
  type LookupOption,
  lookupSources,
} from './search/lookups';
export {
  type LoadLookupInput,
  type LookupFieldState,
  type SearchFiltersContext,
  type SearchFiltersEvent,
  searchFiltersMachine,
} from './search/searchFiltersMachine';
