export {
  type AppointmentTab,
  appointmentTabs,
  BOOKING_STATUS,
  type BookingStatus,
  type BookingStatusName,
  type BookingWizardStep,
  bookingStatusName,
  bookingStatusNames,
  bookingWizardSteps,
  bookingWizardTitles,
  canCancelBooking,
  holdsSlot,
  isMovable,
  isUpcomingListed,
  type SlotsStatus,
  slotsStatuses,
} from './booking-statuses';
export { calendarDate, dayNumber, daysBetween, localCalendarDate } from './calendar-dates';
export {
  type EventCategory,
  eventCategories,
  type PlanId,
  planIds,
  type ToastTone,
  toastTones,
} from './catalogue';
export {
  minutesOfDay,
  parseSlotLabel,
  type SlotTimes,
  slotLabel,
  twelveHourTime,
  twentyFourHourTime,
} from './clock-times';
export {
  type ConcernPriority,
  type ConcernsPageStatus,
  concernPriorities,
  concernStatusOnConcernsPage,
  concernStatusOnOverview,
  concernsPageStatuses,
  DEFAULT_CONCERN_PRIORITY,
  isConcernPriority,
  type OverviewConcernStatus,
  overviewConcernStatuses,
} from './concerns';
export { initialsOf } from './initials';
export {
  type Gender,
  genderLabels,
  genders,
  isGender,
  isUserType,
  type LoginField,
  type LoginRole,
  type LoginVariant,
  loginFields,
  loginRoles,
  loginVariants,
  type ProfileGender,
  profileGenderOf,
  profileGenders,
  type UserType,
  userTypes,
} from './people';
export {
  type FilterField,
  filterFields,
  isFilterField,
  type LookupFieldState,
  type LookupOption,
} from './search-filters';
export {
  type Weekday,
  type WeekdayName,
  weekdayName,
  weekdayNames,
  weekdayOfDate,
  weekdays,
  type ZonedNow,
  zonedNow,
} from './weekdays';
