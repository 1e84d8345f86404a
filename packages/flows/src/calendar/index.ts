export { type CalendarSubscription, calendarFeedMachine, type RenewedCalendarFeed } from './calendarFeedMachine';
