import type { EventCategory } from '@injury-assist/domain';

/** The Create Event form as typed (spec 5). */
export interface EventFormInput {
  title: string;
  description: string;
  date: string;
  time: string;
  maxAttendees: string;
  location: string;
  category: EventCategory;
}

export type EventFormField = Exclude<keyof EventFormInput, 'category'>;
export type EventFormErrors = Partial<Record<EventFormField, string>>;

/**
 * spec 5: title, description, date, time, max attendees (a number) and location are all
 * required; the category defaults to health. The spec gives no wording: these follow the
 * registration form's 'X is required'.
 */
export const eventFormMessages = {
  title: 'Title is required',
  description: 'Description is required',
  date: 'Date is required',
  time: 'Time is required',
  maxAttendees: 'Max attendees is required',
  maxAttendeesNumber: 'Max attendees must be a whole number of at least 1',
  location: 'Location is required',
} as const;

export type ProviderEventPayload = {
  title: string;
  description: string;
  date: string;
  time: string;
  maxAttendees: number;
  location: string;
  category: EventCategory;
};

export function validateEventForm(
  input: EventFormInput,
): { ok: true; payload: ProviderEventPayload } | { ok: false; errors: EventFormErrors } {
  const errors: EventFormErrors = {};
  for (const field of ['title', 'description', 'date', 'time', 'maxAttendees', 'location'] as const) {
    if (!input[field].trim()) errors[field] = eventFormMessages[field];
  }
  const max = Number(input.maxAttendees);
  if (!errors.maxAttendees && !(Number.isInteger(max) && max >= 1)) {
    errors.maxAttendees = eventFormMessages.maxAttendeesNumber;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    payload: {
      title: input.title.trim(),
      description: input.description.trim(),
      date: input.date,
      time: input.time,
      maxAttendees: max,
      location: input.location.trim(),
      category: input.category,
    },
  };
}
