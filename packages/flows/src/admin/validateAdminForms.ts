import { type EventCategory, isAnalyticsId, isSlug, type NotificationType } from '@injury-assist/domain';

/**
 * The admin forms' rules (spec provider-and-admin §5). The spec names the rules but gives no
 * messages, so these sentences are ours; each form's payload is what its table stores.
 */
export const adminFormMessages = {
  nameRequired: 'Name is required',
  categoryRequired: 'Category is required',
  basePriceRequired: 'Base price is required',
  basePriceNegative: 'Base price cannot be negative',
  basePriceStep: 'Base price can have at most two decimals (steps of 0.01)',
  durationWhole: 'Duration must be a whole number of minutes, at least 1',
  colorFormat: 'Choose a colour such as #3B82F6',
  titleRequired: 'Title is required',
  messageRequired: 'Message is required',
  dateRequired: 'Date is required',
  timeFormat: 'Use 24-hour time, such as 18:00.',
  feeNegative: 'The registration fee cannot be negative',
  maxAttendeesWhole: 'Max attendees must be a whole number, at least 1',
  slugRequired: 'Slug is required',
  slugFormat: 'Use lower-case letters, digits and hyphens only, such as about-us.',
  ogImageUrl: 'Enter a full web address that starts with https://.',
  analyticsId: 'A Google Analytics 4 measurement ID looks like G-XXXXXXXXXX.',
} as const;

type Errors<Field extends string> = Partial<Record<Field, string>>;
type Checked<Field extends string, Payload> = { ok: true; payload: Payload } | { ok: false; errors: Errors<Field> };

const finish = <Field extends string, Payload>(
  errors: Errors<Field>,
  payload: () => Payload,
): Checked<Field, Payload> =>
  Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, payload: payload() };

const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export type ServiceForm = {
  name: string;
  description: string;
  basePrice: number;
  durationMinutes: number;
  categoryId: number | null;
};
export type ServicePayload = {
  name: string;
  description: string | null;
  base_price: number;
  duration_minutes: number | null;
  category_id: number;
};

/** spec §5: name required; base_price required, numeric, step 0.01; duration_minutes optional integer. */
export function validateService(form: ServiceForm): Checked<keyof ServiceForm, ServicePayload> {
  const errors: Errors<keyof ServiceForm> = {};
  if (!form.name.trim()) errors.name = adminFormMessages.nameRequired;
  if (form.categoryId === null) errors.categoryId = adminFormMessages.categoryRequired;
  if (!Number.isFinite(form.basePrice)) errors.basePrice = adminFormMessages.basePriceRequired;
  else if (form.basePrice < 0) errors.basePrice = adminFormMessages.basePriceNegative;
  else if (!hasCents(form.basePrice)) errors.basePrice = adminFormMessages.basePriceStep;
  if (!Number.isNaN(form.durationMinutes) && !(Number.isInteger(form.durationMinutes) && form.durationMinutes >= 1)) {
    errors.durationMinutes = adminFormMessages.durationWhole;
  }
  return finish(errors, () => ({
    name: form.name.trim(),
    description: form.description.trim() || null,
    base_price: Math.round(form.basePrice * 100) / 100,
    duration_minutes: Number.isNaN(form.durationMinutes) ? null : form.durationMinutes,
    category_id: form.categoryId as number,
  }));
}

export type CategoryForm = {
  name: string;
  description: string;
  color: string;
  isActive: boolean;
  parentId: number | null;
};
export type CategoryPayload = {
  name: string;
  description: string | null;
  color: string;
  is_active: boolean;
  parent_id: number | null;
};

/** spec §5: name required; the colour is stored as '#RRGGBB'. */
export function validateCategory(form: CategoryForm): Checked<keyof CategoryForm, CategoryPayload> {
  const errors: Errors<keyof CategoryForm> = {};
  if (!form.name.trim()) errors.name = adminFormMessages.nameRequired;
  if (!/^#[0-9A-Fa-f]{6}$/.test(form.color)) errors.color = adminFormMessages.colorFormat;
  return finish(errors, () => ({
    name: form.name.trim(),
    description: form.description.trim() || null,
    color: form.color.toUpperCase(),
    is_active: form.isActive,
    parent_id: form.parentId,
  }));
}

export type NotificationForm = { title: string; message: string; type: NotificationType };

/** spec §5: title and message required; the type is one of the four. */
export function validateNotification(
  form: NotificationForm,
): Checked<
  'title' | 'message',
  { notification_title: string; notification_message: string; notification_type: NotificationType }
> {
  const errors: Errors<'title' | 'message'> = {};
  if (!form.title.trim()) errors.title = adminFormMessages.titleRequired;
  if (!form.message.trim()) errors.message = adminFormMessages.messageRequired;
  return finish(errors, () => ({
    notification_title: form.title.trim(),
    notification_message: form.message.trim(),
    notification_type: form.type,
  }));
}

export type EventForm = {
  title: string;
  description: string;
  date: string | null;
  time: string;
  location: string;
  category: EventCategory;
  fee: number;
  maxAttendees: number;
  isActive: boolean;
};
export type EventPayload = {
  title: string;
  description: string;
  event_date: string;
  event_time: string | null;
  location: string;
  category: EventCategory;
  registration_fee: number;
  max_attendees: number | null;
  is_active: boolean;
};

/** The platform's own events: title and date required; an empty fee is free, an empty limit none. */
export function validateEvent(form: EventForm): Checked<keyof EventForm, EventPayload> {
  const errors: Errors<keyof EventForm> = {};
  if (!form.title.trim()) errors.title = adminFormMessages.titleRequired;
  if (!form.date) errors.date = adminFormMessages.dateRequired;
  const time = form.time.trim();
  if (time && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) errors.time = adminFormMessages.timeFormat;
  if (Number.isFinite(form.fee) && form.fee < 0) errors.fee = adminFormMessages.feeNegative;
  if (!Number.isNaN(form.maxAttendees) && !(Number.isInteger(form.maxAttendees) && form.maxAttendees >= 1)) {
    errors.maxAttendees = adminFormMessages.maxAttendeesWhole;
  }
  return finish(errors, () => ({
    title: form.title.trim(),
    description: form.description.trim(),
    event_date: form.date as string,
    event_time: time || null,
    location: form.location.trim(),
    category: form.category,
    registration_fee: Number.isFinite(form.fee) ? Math.round(form.fee * 100) / 100 : 0,
    max_attendees: Number.isNaN(form.maxAttendees) ? null : form.maxAttendees,
    is_active: form.isActive,
  }));
}

export type ContentForm = { title: string; slug: string };

/** A blog post or page: a title and a slug that can be an address. */
export function validateContent(form: ContentForm): Checked<keyof ContentForm, { title: string; slug: string }> {
  const errors: Errors<keyof ContentForm> = {};
  if (!form.title.trim()) errors.title = adminFormMessages.titleRequired;
  const slug = form.slug.trim();
  if (!slug) errors.slug = adminFormMessages.slugRequired;
  else if (!isSlug(slug)) errors.slug = adminFormMessages.slugFormat;
  return finish(errors, () => ({ title: form.title.trim(), slug }));
}

export type SeoForm = {
  siteTitle: string;
  siteDescription: string;
  keywords: string;
  ogImage: string;
  analyticsId: string;
};
export type SeoPayload = {
  site_title: string;
  site_description: string;
  keywords: string;
  og_image: string | null;
  analytics_id: string | null;
};

/** The SEO form: the image is a web address and the analytics id a GA4 measurement ID, when given. */
export function validateSeo(form: SeoForm): Checked<keyof SeoForm, SeoPayload> {
  const errors: Errors<keyof SeoForm> = {};
  const ogImage = form.ogImage.trim();
  if (ogImage && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(ogImage)) errors.ogImage = adminFormMessages.ogImageUrl;
  const analyticsId = form.analyticsId.trim().toUpperCase();
  if (analyticsId && !isAnalyticsId(analyticsId)) errors.analyticsId = adminFormMessages.analyticsId;
  return finish(errors, () => ({
    site_title: form.siteTitle.trim(),
    site_description: form.siteDescription.trim(),
    keywords: form.keywords.trim(),
    og_image: ogImage || null,
    analytics_id: analyticsId || null,
  }));
}
