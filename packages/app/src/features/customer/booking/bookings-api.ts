import type { components } from '@injury-assist/contract';
import type { BookSlotInput, RescheduleInput } from '@injury-assist/flows/booking';
import type { FindProvidersInput, FoundPage } from '@injury-assist/flows/search';
import { api } from '../../../lib/api/client';
import { customerPosition } from '../../../lib/geolocation/customer-position';

export type Appointment = components['schemas']['Appointment'];

/**
 * How long a first page waits for the customer's position: a permission prompt left unanswered
 * would otherwise hold the search. Without it the server measures from the city's centre.
 */
const POSITION_WAIT_MS = 3000;

const positionInTime = () =>
  Promise.race([
    customerPosition(),
    new Promise<null>((resolve) => {
      setTimeout(() => resolve(null), POSITION_WAIT_MS);
    }),
  ]);

/**
 * One page of a search. The search machine sends only payloads its validation accepted, so the
 * three ids are set. The first page carries the customer's position (asked once per page load),
 * so the server can sort nearest first and measure from it; a later page's cursor holds it.
 */
export async function findProviders({ payload, sort, cursor }: FindProvidersInput): Promise<FoundPage> {
  const { category_id, speciality_group_id, speciality_id } = payload;
  if (category_id === null || speciality_group_id === null || speciality_id === null) {
    throw new Error('A search needs a category, a subcategory and a service.');
  }
  const position = cursor === null ? await positionInTime() : null;
  const body = {
    ...payload,
    category_id,
    speciality_group_id,
    speciality_id,
    sort,
    ...(cursor === null ? {} : { cursor }),
    ...(position ? { lat: position.lat, lng: position.lon } : {}),
  };
  const { data, error } = await api.POST('/find_service_api', { body });
  if (error) throw error;
  return { providers: data.data, nextCursor: data.next_cursor, total: data.total, origin: data.origin };
}

export async function bookSlot(input: BookSlotInput): Promise<Appointment> {
  const { data, error } = await api.POST('/bookSlot', { body: input });
  if (error) throw error;
  return data.data;
}

export async function rescheduleBooking(input: RescheduleInput): Promise<Appointment> {
  const { data, error } = await api.POST('/reschedule_booking', { body: input });
  if (error) throw error;
  return data.data;
}

/** spec §7: PATCH update_slot_booking/{id} with the booking_id cancels the appointment. */
export async function cancelBooking(bookingId: string): Promise<void> {
  const { error } = await api.PATCH('/update_slot_booking/{id}', { params: { path: { id: bookingId } } });
  if (error) throw error;
}
