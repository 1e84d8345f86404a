import { onFirstOpen } from '../../../components/private/onDemand/onFirstOpen';

export const BookingDetailsDialog = onFirstOpen(() =>
  import('../Bookings/BookingDetailsDialog').then((module) => module.BookingDetailsDialog),
);
