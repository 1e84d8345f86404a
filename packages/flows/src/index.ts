export {
  type AccountDeletionResult,
  type YourDataContext,
  type YourDataEvent,
  yourDataMachine,
  yourDataMessages,
} from './account/yourDataMachine';
export { type GatewayError, gatewayErrorSentence } from './admin/gatewayErrorSentence';
export { type SavedSeo, type SeoCheckResult, seoChecks } from './admin/seoChecks';
export {
  adminFormMessages,
  type CategoryForm,
  type CategoryPayload,
  type ContentForm,
  type EventForm,
  type EventPayload,
  type NotificationForm,
  type SeoForm,
  type SeoPayload,
  type ServiceForm,
  type ServicePayload,
  validateCategory,
  validateContent,
  validateEvent,
  validateNotification,
  validateSeo,
  validateService,
} from './admin/validateAdminForms';
export {
  type ApiErrorReaction,
  apiErrorMessages,
  apiErrorReaction,
  UNAUTHORIZED_REDIRECT_DELAY_MS,
} from './api/apiErrorToast';
export {
  type AppointmentStatus,
  type AppointmentStatusTone,
  appointmentStatus,
} from './appointments/appointmentStatus';
export { type DatedAppointment, recentAppointments } from './appointments/recentAppointments';
export {
  BOOST_START_FAILED,
  type BoostContext,
  type BoostEmitted,
  type BoostEvent,
  type BoostOrder,
  boostMachine,
  boostRefusal,
} from './billing/boostMachine';
export {
  busyCardId,
  type CardChange,
  EMPTY_CARD_FORM,
  type NewCardForm,
  type PaymentMethodsContext,
  paymentMethodsFailures,
  paymentMethodsMachine,
} from './billing/paymentMethodsMachine';
export {
  type EditableEvent,
  EMPTY_EVENT_FORM,
  type EventsMessage,
  type ProviderEventsContext,
  providerEventsMachine,
  providerEventsMessages,
  type SaveEventInput,
} from './billing/providerEventsMachine';
export {
  type PlanChangeOutput,
  type PlanChangeRequest,
  type SubscriptionsContext,
  type SubscriptionsResult,
  subscriptionsFailures,
  subscriptionsMachine,
} from './billing/subscriptionsMachine';
export {
  type AppointmentButton,
  appointmentButtons,
} from './booking/appointmentButtons';
export { bookingQueryDate } from './booking/bookingQueryDate';
export {
  BOOKING_RELOAD_DELAY_MS,
  type BookingWizardContext,
  type BookingWizardEmitted,
  type BookingWizardEvent,
  type BookingWizardInput,
  bookingWizardMachine,
  type ChosenProvider,
} from './booking/bookingWizardMachine';
export {
  type CancelAppointmentContext,
  type CancelAppointmentEmitted,
  type CancelAppointmentEvent,
  type CancelBookingInput,
  cancelAppointmentMachine,
  cancelAppointmentMessages,
} from './booking/cancelAppointmentMachine';
export { CLOCK_TICK_MS, type ClockTick, clockActor, stillClock } from './booking/clockActor';
export { EARTH_RADIUS_KM, formatDistanceKm, haversineKm, type LatLon } from './booking/haversineKm';
export {
  bookingTarget,
  distanceLabel,
  type KeyedLocation,
  providerLocations,
  todayHours,
  wizardProviders,
} from './booking/providerCards';
export {
  type AvailabilitySlot,
  type SlotAvailability,
  type SlotAvailabilityInput,
  type SlotBooking,
  slotAvailability,
} from './booking/slotAvailability';
export {
  availableSlots,
  type BookingTarget,
  type BookSlotInput,
  canConfirm,
  type LoadSlotsInput,
  type LoadSlotsOutput,
  type MoveInput,
  type RescheduleInput,
  type SlotPickerContext,
  type SlotPickerEmitted,
  type SlotPickerEvent,
  type SlotPickerInput,
  type SlotPickerMode,
  type SlotPickerOutput,
  slotPickerMachine,
  slotPickerMessages,
} from './booking/slotPickerMachine';
export {
  type CalendarFeedLinks,
  type CalendarLocationFeed,
  type CalendarSubscription,
  calendarFeedMachine,
  calendarFeedMessages,
  type RenewedCalendarFeed,
} from './calendar/calendarFeedMachine';
export {
  type ConcernBadgeTone,
  type ConcernStatusBadge,
  concernsPageBadge,
  type OverviewConcernCounts,
  overviewBadge,
  overviewConcernCounts,
} from './concerns/concernStatus';
export { type DashboardToast, SUCCESS_TOAST_TIMEOUT_MS } from './concerns/dashboardToast';
export {
  emptyConcernForm,
  type RaiseConcernContext,
  type RaiseConcernEmitted,
  type RaiseConcernEvent,
  raiseConcernMachine,
} from './concerns/raiseConcernMachine';
export { isRecent, RECENT_WINDOW_DAYS, recentConcerns } from './concerns/recentConcerns';
export {
  type ConcernField,
  type ConcernForm,
  type ConcernTicket,
  concernFieldErrors,
  concernMessages,
  type RaiseConcernInput,
  toRaiseConcernInput,
  validateConcern,
} from './concerns/validateConcern';
export {
  type EventFormErrors,
  type EventFormInput,
  eventFormMessages,
  type ProviderEventPayload,
  validateEventForm,
} from './events/validateEventForm';
export { positionFromIpAnswer } from './geolocation/positionFromIpAnswer';
export {
  initialLoginRole,
  type LoginContext,
  type LoginEvent,
  type LoginFieldErrors,
  type LoginInput,
  type LoginOutput,
  type LoginUser,
  loginMachine,
  loginMessages,
  type SignInInput,
  type SignInOutput,
  sessionFrom,
  toSignInInput,
  validateLogin,
} from './login/loginMachine';
export { serverMessage } from './login/serverMessage';
export { parseStoredSession, type StoredSession, type StoredSessionItems } from './login/storedSession';
export { clampPage, lastPage, type PagerView, pagerView } from './paging/listPaging';
export {
  type ForgotPasswordContext,
  type ForgotPasswordEvent,
  type ForgotPasswordOutput,
  forgotPasswordMachine,
  type RequestResetInput,
  validateResetEmail,
} from './password/forgotPasswordMachine';
export { forgotPasswordMessages, mapResetRequestError } from './password/mapResetRequestError';
export {
  MIN_PASSWORD_LENGTH,
  type NewPasswordField,
  type ResetPasswordContext,
  type ResetPasswordEmitted,
  type ResetPasswordEvent,
  resetPasswordMachine,
  resetPasswordMessages,
  type UpdatePasswordInput,
  validateNewPassword,
} from './password/resetPasswordMachine';
export {
  PAYMENT_RECHECK_MS,
  PAYMENT_SUCCESS_COUNTDOWN_SECONDS,
  type PaymentSuccessContext,
  type PaymentSuccessEmitted,
  type PaymentSuccessInput,
  paymentSuccessMachine,
  type StartedSession,
} from './payment/paymentSuccessMachine';
export {
  checkPictureFile,
  checkPictureSize,
  MAX_PICTURE_BYTES,
  MAX_PICTURE_HEIGHT,
  MAX_PICTURE_WIDTH,
  type PictureFile,
  type PictureMessage,
  type PictureSize,
  pictureMessages,
  pictureTypes,
} from './profile/pictureChecks';
export {
  type PictureUploadInput,
  type PictureUploadOutput,
  pictureUploadMachine,
  type ReadPictureSizeInput,
  type UploadPictureInput,
  type UploadPictureOutput,
} from './profile/pictureUploadMachine';
export {
  type ProfileContext,
  type ProfileEmitted,
  type ProfileEvent,
  type ProfileInput,
  profileFlowMessages,
  profileMachine,
  type SaveProfileInput,
} from './profile/profileMachine';
export {
  type CustomerProfile,
  clearProfileError,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm,
  profileMessages,
  validateProfile,
} from './profile/validateProfile';
export {
  type ActOnAppointmentInput,
  type ActOnAppointmentOutput,
  type AppointmentActionsContext,
  type AppointmentActionsEmitted,
  type AppointmentActionsEvent,
  appointmentActionMessages,
  appointmentActionsMachine,
} from './provider/appointmentActionsMachine';
export {
  businessProfileMessages,
  type NamedId,
  type OutsideHoursBooking,
  type ProfileLocation,
  type ProfileLocationErrors,
  type ProfileTextField,
  type ProviderBusinessProfile,
  validateBusinessProfile,
  type WeekHours,
} from './provider/businessProfile';
export {
  type BusinessProfileContext,
  type BusinessProfileEmitted,
  type BusinessProfileEvent,
  type BusinessProfileInput,
  businessProfileMachine,
  hasUnsavedChanges,
  type SaveBusinessProfileInput,
  type SaveBusinessProfileOutput,
} from './provider/businessProfileMachine';
export { type OverviewBar, type OverviewBarAnswer, overviewBars } from './provider/overviewBars';
export {
  type ChangePasswordInput,
  type PasswordChangeContext,
  type PasswordChangeEvent,
  passwordChangeMachine,
} from './provider/passwordChangeMachine';
export {
  type AccountErrors,
  type NotificationFlags,
  PASSWORD_MIN_LENGTH,
  type PasswordChange,
  type PrivacyFlags,
  type ProviderAccount,
  passwordChangeProblem,
  settingsMessages,
  validateAccount,
} from './provider/providerSettings';
export {
  isSettingsFormChanged,
  type SaveSettingsInput,
  type SettingsForm,
  type SettingsFormContext,
  type SettingsFormEmitted,
  type SettingsFormEvent,
  settingsFormMachine,
} from './provider/settingsFormMachine';
export { locationsFormOf } from './providerRegistration/locationEdits';
export { type OrderView, orderView, type PlanCard, planCard, planCards } from './providerRegistration/planViews';
export {
  PROCESSING_DELAY_MS,
  providerEmailCodeMachine,
  providerRegistrationMachine,
  providerRegistrationMessages,
} from './providerRegistration/providerRegistrationMachine';
export {
  type CheckoutRequest,
  type LoadSpecialtyInput,
  type PlanChoice,
  type ProviderRegistrationContext,
  type ProviderRegistrationEmitted,
  type ProviderRegistrationEvent,
  type ProviderRegistrationToast,
  type RegistrationDraft,
  type RegistrationPlan,
  type SavedDraft,
  type SendCodeOutput,
  type SpecialtyLevel,
  type SpecialtyList,
  specialtyLevels,
  type UnverifiedDraft,
} from './providerRegistration/registrationTypes';
export {
  type BasicInfoErrors,
  type BasicInfoField,
  type BasicInfoForm,
  type BasicInfoRequest,
  basicInfoFields,
  basicInfoMessages,
  chooseSpecialty,
  emptyBasicInfo,
  type Specialty,
  validateBasicInfo,
} from './providerRegistration/validateBasicInfo';
export {
  canRemoveLocation,
  emptyLocation,
  isWebLink,
  type LocationFieldError,
  type LocationForm,
  type LocationRequest,
  type LocationsErrors,
  type LocationsForm,
  LocationsRefused,
  type LocationsRequest,
  locationMessages,
  validateLocations,
} from './providerRegistration/validateLocations';
export {
  createEmailCodeMachine,
  type EmailCodeContext,
  type EmailCodeEvent,
  type EmailCodeInput,
  type EmailCodeOutput,
  type EmailCodeToast,
  emailCodeMessages,
  isCompleteOtp,
  OTP_LENGTH,
  RESEND_COUNTDOWN_SECONDS,
  type ResendCodeInput,
  sanitizeOtp,
  type VerifyCodeInput,
} from './registration/emailCodeMachine';
export {
  customerEmailCodeMachine,
  emptyRegistrationForm,
  type RegisterCustomerInput,
  type RegisterCustomerOutput,
  type RegistrationContext,
  type RegistrationEmitted,
  type RegistrationEvent,
  type RegistrationInput,
  type RegistrationToast,
  registrationFlowMessages,
  registrationMachine,
} from './registration/registrationMachine';
export {
  clearFieldError,
  isValidEmail,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationForm,
  registrationMessages,
  toRegistrationRequest,
  validateRegistration,
} from './registration/validateRegistration';
export {
  type PublishReviewInput,
  type PublishReviewOutput,
  REVIEW_TEXT_MAX_LENGTH,
  type ReviewAppointmentContext,
  type ReviewAppointmentEmitted,
  type ReviewAppointmentEvent,
  reviewAppointmentMachine,
  reviewMessages,
} from './reviews/reviewAppointmentMachine';
export {
  type ReviewReplyContext,
  type ReviewReplyEmitted,
  type ReviewReplyEvent,
  replyMessages,
  reviewReplyMachine,
  type SaveReplyInput,
  type SaveReplyOutput,
} from './reviews/reviewReplyMachine';
export type {
  FoundDayHours,
  FoundOrigin,
  FoundPage,
  FoundProvider,
  FoundProviderLocation,
} from './search/foundProvider';
export {
  dependantsOf,
  type LookupList,
  lookupSources,
} from './search/lookups';
export {
  type FindProvidersInput,
  type LoadLookupInput,
  type MoreStatus,
  type SearchFiltersContext,
  type SearchFiltersEmitted,
  type SearchFiltersEvent,
  type SearchStatus,
  searchFiltersMachine,
} from './search/searchFiltersMachine';
export {
  hasSearchErrors,
  type ProviderSearchPayload,
  SEARCH_INCOMPLETE_MESSAGE,
  type SearchErrors,
  searchMessages,
  toSearchPayload,
  validateSearch,
} from './search/validateSearch';
