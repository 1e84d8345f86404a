export {
  BusinessProfile,
  type BusinessProfileData,
  type BusinessProfileErrors,
  type BusinessProfileField,
  type BusinessProfileLocation,
  type BusinessProfileProps,
  type OutsideHoursAppointment,
} from './BusinessProfile/BusinessProfile';
export type { LocationFormDialogProps, LocationFormValues } from './BusinessProfile/LocationFormDialog';
export { OnDemandLocationFormDialog } from './BusinessProfile/OnDemandLocationFormDialog';
export type { EngagementDay } from './EngagementChart/EngagementChart';
export { LocationSchedule, type LocationScheduleProps } from './LocationSchedule/LocationSchedule';
export {
  type CancelReasonDialogState,
  type ProviderAppointmentRow,
  ProviderAppointments,
  type ProviderAppointmentsProps,
} from './ProviderAppointments/ProviderAppointments';
export {
  ProviderNotificationBell,
  type ProviderNotificationBellProps,
  type ProviderNotificationItem,
} from './ProviderNotificationBell/ProviderNotificationBell';
export {
  type OverviewCard,
  type PerformanceSummary,
  ProviderOverview,
  type ProviderOverviewData,
  type ProviderOverviewProps,
  type RecentActivity,
} from './ProviderOverview/ProviderOverview';
export {
  type AccountField,
  type AccountValues,
  type NotificationValues,
  type PasswordValues,
  type PrivacyValues,
  ProviderSettings,
  type ProviderSettingsProps,
  type ProviderSettingsTab,
  providerSettingsTabs,
} from './ProviderSettings/ProviderSettings';
