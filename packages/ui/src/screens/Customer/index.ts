export {
  type AppointmentRow,
  type AppointmentRowButton,
  Appointments,
  type AppointmentsProps,
  type AppointmentTab,
  appointmentTabs,
} from './Appointments/Appointments';
export {
  BookingWizardDialog,
  type BookingWizardDialogProps,
  type BookingWizardFilters,
  type BookingWizardSchedule,
  type BookingWizardStep,
  bookingWizardSteps,
  type WizardProviderData,
} from './BookingWizardDialog/BookingWizardDialog';
export {
  CancelAppointmentDialog,
  type CancelAppointmentDialogProps,
  type CancelAppointmentSummary,
} from './CancelAppointmentDialog/CancelAppointmentDialog';
export {
  type ConcernItem,
  type ConcernPriority,
  Concerns,
  type ConcernsProps,
  concernPriorities,
  concernPriorityLabels,
} from './Concerns/Concerns';
export {
  Overview,
  type OverviewAppointment,
  type OverviewConcern,
  type OverviewCounts,
  type OverviewProps,
} from './Overview/Overview';
export {
  Profile,
  type ProfileDetails,
  type ProfileEditableField,
  type ProfileGender,
  type ProfileMode,
  type ProfileProps,
  profileGenders,
  profileModes,
} from './Profile/Profile';
export {
  type ProviderProfileData,
  ProviderProfileDialog,
  type ProviderProfileDialogProps,
} from './ProviderProfileDialog/ProviderProfileDialog';
export {
  ProviderCard,
  type ProviderCardData,
  type ProviderCardProps,
  ProviderPicture,
  ProviderRating,
} from './ProviderResults/ProviderCard';
export {
  ProviderResults,
  type ProviderResultsProps,
  type ProviderResultsStatus,
  providerResultsStatuses,
} from './ProviderResults/ProviderResults';
export {
  RaiseConcernDialog,
  type RaiseConcernDialogProps,
  type RaiseConcernField,
  type RaiseConcernValues,
} from './RaiseConcernDialog/RaiseConcernDialog';
export {
  ScheduleAppointmentDialog,
  type ScheduleAppointmentDialogProps,
  type ScheduleAppointmentProvider,
} from './ScheduleAppointmentDialog/ScheduleAppointmentDialog';
export {
  SlotPicker,
  type SlotPickerProps,
  type SlotPickerSlot,
  type SlotsStatus,
  slotsStatuses,
} from './SlotPicker/SlotPicker';
