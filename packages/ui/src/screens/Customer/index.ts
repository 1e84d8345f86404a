export { type LoadStatus, loadStatuses } from '../../components/private/LoadFailed/LoadFailed';
export {
  type AppointmentRow,
  type AppointmentRowButton,
  Appointments,
  type AppointmentsProps,
} from './Appointments/Appointments';
export {
  BookingWizardDialog,
  type BookingWizardDialogProps,
  type BookingWizardFilters,
  type BookingWizardSchedule,
  type WizardProviderData,
} from './BookingWizardDialog/BookingWizardDialog';
export {
  CancelAppointmentDialog,
  type CancelAppointmentDialogProps,
  type CancelAppointmentSummary,
} from './CancelAppointmentDialog/CancelAppointmentDialog';
export {
  type ConcernItem,
  Concerns,
  type ConcernsProps,
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
  type ProfileMode,
  type ProfileProps,
  profileModes,
} from './Profile/Profile';
export {
  type ProviderContactLink,
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
  type ProviderResultsTotal,
  providerResultsStatuses,
  totalLabel,
} from './ProviderResults/ProviderResults';
export {
  RaiseConcernDialog,
  type RaiseConcernDialogProps,
  type RaiseConcernField,
  type RaiseConcernValues,
} from './RaiseConcernDialog/RaiseConcernDialog';
export {
  ReviewAppointmentDialog,
  type ReviewAppointmentDialogProps,
} from './ReviewAppointmentDialog/ReviewAppointmentDialog';
export {
  ScheduleAppointmentDialog,
  type ScheduleAppointmentDialogProps,
  type ScheduleAppointmentProvider,
} from './ScheduleAppointmentDialog/ScheduleAppointmentDialog';
export {
  SlotPicker,
  type SlotPickerProps,
  type SlotPickerSlot,
} from './SlotPicker/SlotPicker';
