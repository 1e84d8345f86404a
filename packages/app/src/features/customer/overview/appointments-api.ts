import { api } from '../../../lib/api/client';

/** The signed-in customer's appointment history: past, upcoming and their counts. */
export async function listAppointments(userId: string) {
  const { data, error } = await api.GET('/find_slots_api/{id}', { params: { path: { id: userId } } });
  if (error) throw error;
  return data;
}
