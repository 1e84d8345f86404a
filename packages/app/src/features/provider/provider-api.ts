import type { components } from '@injury-assist/contract';
import type { NewBookingStatus, OverviewPeriod } from '@injury-assist/domain';
import type { MoveInput } from '@injury-assist/flows/booking';
import type {
  ActOnAppointmentInput,
  ActOnAppointmentOutput,
  OutsideHoursBooking,
  ProviderBusinessProfile,
  SaveBusinessProfileOutput,
} from '@injury-assist/flows/provider';
import type { SaveReplyInput, SaveReplyOutput } from '@injury-assist/flows/reviews';
import { api, quietErrors } from '../../lib/api/client';

type ApiProfile = components['schemas']['BusinessProfile'];

/** The business profile as the page and its flow hold it. */
export function toBusinessProfile(profile: ApiProfile): ProviderBusinessProfile {
  return {
    id: profile.id,
    businessName: profile.business_name,
    website: profile.website ?? '',
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    description: profile.description,
    experience: profile.experience,
    education: profile.education,
    logoUrl: profile.logo_url,
    videoUrl: profile.video_url ?? '',
    locations: profile.locations.map((location) => ({
      id: location.id,
      address: location.address,
      city: location.city,
      state: location.state,
      zipcode: location.zipcode,
      lat: location.lat,
      long: location.long,
      timeZone: location.time_zone,
      specialty: `${location.category} › ${location.subcategory}`,
      hours: location.hours,
      services: location.services,
      serviceOptions: location.service_options,
    })),
  };
}

/** The flow says what went wrong itself; the shared handler stays quiet. */
export async function saveBusinessProfile(draft: ProviderBusinessProfile): Promise<SaveBusinessProfileOutput> {
  const { data, error } = await api.PUT('/provider/profile', {
    body: {
      business_name: draft.businessName,
      website: draft.website,
      phone: draft.phone,
      email: draft.email,
      description: draft.description,
      experience: draft.experience,
      education: draft.education,
      logo: draft.logoUrl,
      video_url: draft.videoUrl,
      locations: draft.locations.map((location) => ({
        id: location.id,
        hours: location.hours,
        service_ids: location.services.map((service) => service.id),
      })),
    },
    ...quietErrors,
  });
  if (error) throw error;
  const outsideHours: OutsideHoursBooking[] = data.outside_hours.map((booking) => ({
    bookingId: booking.booking_id,
    date: booking.date,
    slot: booking.slot,
    address: booking.address,
    customerName: booking.customer_name,
  }));
  return { profile: toBusinessProfile(data.data), outsideHours };
}

/** The Overview's cards as CSV, named after the period. */
export async function exportOverview(period: OverviewPeriod): Promise<{ filename: string; csv: string }> {
  const { data, error } = await api.GET('/provider/overview/export', { params: { query: { period } } });
  if (error) throw error;
  return { filename: data.filename, csv: data.csv };
}

export async function actOnAppointment({
  bookingId,
  action,
  reason,
}: ActOnAppointmentInput): Promise<ActOnAppointmentOutput> {
  const { data, error } = await api.POST('/provider/appointments/{id}', {
    params: { path: { id: bookingId } },
    body: reason === undefined ? { action } : { action, reason },
    ...quietErrors,
  });
  if (error) throw error;
  return { message: data.message };
}

export async function saveNewBookingStatus(newBookingStatus: NewBookingStatus): Promise<void> {
  const { error } = await api.PUT('/provider/settings/bookings', { body: { newBookingStatus } });
  if (error) throw error;
}

/** The reply form shows the server's refusals itself (a hidden review or reply), so the shared handler stays quiet. */
export async function saveReviewReply({ reviewId, text }: SaveReplyInput): Promise<SaveReplyOutput> {
  const { data, error } = await api.PUT('/provider/reviews/{id}/reply', {
    params: { path: { id: reviewId } },
    body: { text },
    ...quietErrors,
  });
  if (error) throw error;
  return { message: data.message };
}

/**
 * The provider moves an appointment. Not quiet: a refusal (a slot just taken, a closed date) is
 * toasted with the server's sentence by the API middleware, and the picker reloads the slots.
 */
export async function moveAppointment({ booking_id, date, slot }: MoveInput): Promise<void> {
  const { error } = await api.POST('/provider/appointments/{id}/move', {
    params: { path: { id: booking_id } },
    body: { date, slot },
  });
  if (error) throw error;
}
