import { bookingQueryDate, type LoadSlotsInput, type LoadSlotsOutput } from '@injury-assist/flows/booking';
import { api } from '../api/client';

/**
 * A location's slots on a date and the bookings already on them, fetched together: the slot grid
 * needs both to apply the availability rules (spec §4). The date is sent as `day`, so the server
 * applies the date's closures, hours, notice and buffer, and says when the date is closed.
 * The customer's booking dialogs and the provider's move share it.
 */
export async function loadSlots({ providerId, address, date }: LoadSlotsInput): Promise<LoadSlotsOutput> {
  const [slots, bookings] = await Promise.all([
    api.POST('/get_slots_using_address', { body: { address, business_provider_id: providerId, day: date } }),
    api.POST('/listSlotBookings', { body: { address, provider_id: providerId, date: bookingQueryDate(date) } }),
  ]);
  if (slots.error) throw slots.error;
  if (bookings.error) throw bookings.error;
  const { closed } = slots.data;
  return { slots: slots.data.time_slots, bookings: bookings.data.data, ...(closed === undefined ? {} : { closed }) };
}
