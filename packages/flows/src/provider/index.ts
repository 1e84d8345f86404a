export {
  type ActOnAppointmentInput,
  type ActOnAppointmentOutput,
  appointmentActionsMachine,
} from './appointmentActionsMachine';
export {
  businessProfileMessages,
  hasUnsavedChanges,
  type OutsideHoursBooking,
  type ProviderBusinessProfile,
  validateBusinessProfile,
} from './businessProfile';
export { businessProfileMachine, type SaveBusinessProfileOutput } from './businessProfileMachine';
export { overviewBars } from './overviewBars';
export { type ChangePasswordInput, passwordChangeMachine } from './passwordChangeMachine';
export { type SettingsForm, settingsFormMachine } from './settingsFormMachine';
