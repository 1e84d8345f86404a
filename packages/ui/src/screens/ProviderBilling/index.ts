export { CustomerEvents, type CustomerEventsProps } from './CustomerEvents/CustomerEvents';
export { type CustomerEventView, EventList, type EventListProps } from './CustomerEvents/EventList';
export {
  type NewCard,
  PaymentMethods,
  type PaymentMethodsProps,
  type SavedCardView,
} from './PaymentMethods/PaymentMethods';
export {
  type ActiveBoostView,
  type BoostAvailabilityView,
  ProviderBoost,
  type ProviderBoostProps,
  type ZipOptionView,
} from './ProviderBoost/ProviderBoost';
export {
  type ProviderEventFormValues,
  ProviderEvents,
  type ProviderEventsProps,
  type ProviderEventView,
  type RegistrantView,
} from './ProviderEvents/ProviderEvents';
export {
  type CurrentSubscriptionView,
  type DowngradeConfirmationView,
  type InvoiceView,
  type PlanView,
  ProviderSubscriptions,
  type ProviderSubscriptionsProps,
} from './ProviderSubscriptions/ProviderSubscriptions';
