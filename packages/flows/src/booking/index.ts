export { appointmentButtons } from './appointmentButtons';
export { bookingQueryDate } from './bookingQueryDate';
export { bookingWizardMachine } from './bookingWizardMachine';
export { type CancelBookingInput, cancelAppointmentMachine } from './cancelAppointmentMachine';
export { CLOCK_TICK_MS, type ClockTick, stillClock } from './clockActor';
export { haversineKm, type LatLon } from './haversineKm';
export { bookingTarget, distanceLabel, type KeyedLocation, providerLocations, todayHours } from './providerCards';
export type { SlotBooking } from './slotAvailability';
export {
  type BookingTarget,
  type BookSlotInput,
  type LoadSlotsInput,
  type LoadSlotsOutput,
  type MoveInput,
  type RescheduleInput,
  type SlotPickerMode,
  slotPickerMachine,
} from './slotPickerMachine';
