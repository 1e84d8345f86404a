/** spec customer-and-access §9: "Booking date query format 'YYYY-MM-DD 00:00:00'." */
export function bookingQueryDate(date: string): string {
  return `${date.slice(0, 10)} 00:00:00`;
}
