/** spec customer-and-access §4: booking_status 0 Pending, 1 Confirmed, 2 Completed, 3 or any other Canceled; 4 also cancelled. */
export type AppointmentStatusTone = 'caution' | 'info' | 'positive' | 'critical';
export type AppointmentStatus = {
  label: 'Pending' | 'Confirmed' | 'Completed' | 'Canceled';
  tone: AppointmentStatusTone;
};

export function appointmentStatus(bookingStatus: number): AppointmentStatus {
  switch (bookingStatus) {
    case 0:
      return { label: 'Pending', tone: 'caution' };
    case 1:
      return { label: 'Confirmed', tone: 'info' };
    case 2:
      return { label: 'Completed', tone: 'positive' };
    default:
      return { label: 'Canceled', tone: 'critical' };
  }
}

/** spec: the Cancel button is hidden for statuses 2 and 4. */
export function canCancel(bookingStatus: number): boolean {
  return bookingStatus !== 2 && bookingStatus !== 4;
}
