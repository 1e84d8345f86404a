import {
  type DayHours,
  dayHoursProblem,
  isEmailAddress,
  isPhoneNumber,
  isWebAddress,
  videoEmbed,
  type Weekday,
  weekdays,
} from '@injury-assist/domain';

/** A day's hours as the profile edits them: times may be empty on a closed day. */
export type WeekHours = Record<Weekday, DayHours>;
export type NamedId = { id: number; name: string };

export type ProfileLocation = {
  id: number;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  lat: number;
  long: number;
  timeZone: string;
  /** 'Medical › Specialists'. */
  specialty: string;
  hours: WeekHours;
  services: readonly NamedId[];
  serviceOptions: readonly NamedId[];
};

/** The business profile (spec provider-and-admin §3) as the page shows it. */
export type ProviderBusinessProfile = {
  id: number;
  businessName: string;
  website: string;
  phone: string;
  email: string;
  description: string;
  experience: string;
  education: string;
  logoUrl: string | null;
  videoUrl: string;
  locations: readonly ProfileLocation[];
};

/** Whether the form holds changes the server does not have. */
export const hasUnsavedChanges = (context: {
  draft: ProviderBusinessProfile;
  profile: ProviderBusinessProfile;
}): boolean => JSON.stringify(context.draft) !== JSON.stringify(context.profile);

export type ProfileTextField =
  | 'businessName'
  | 'website'
  | 'phone'
  | 'email'
  | 'description'
  | 'experience'
  | 'education'
  | 'videoUrl';

export type ProfileLocationErrors = { hours?: Partial<Record<Weekday, string>>; services?: string };
export type BusinessProfileErrors = Partial<Record<ProfileTextField, string>> & {
  locations?: Record<number, ProfileLocationErrors>;
};

// spec §5 ("Business name is required", "Email format is invalid") and the server's own sentences.
export const businessProfileMessages = {
  businessNameRequired: 'Business name is required',
  emailInvalid: 'Email format is invalid',
  phoneInvalid: 'Enter the phone number with at least 10 digits, e.g. +1 (305) 555-0101.',
  websiteInvalid: 'Enter the website as a web address, e.g. www.example.com.',
  videoNotEmbeddable: 'The video link must be a YouTube or Vimeo link.',
  serviceRequired: 'Choose at least one service.',
  openOneDay: 'Open on at least one day.',
  saved: 'Profile updated successfully!',
  saveFailed: 'Could not save the profile. Please try again.',
  logoUploadFailed: 'Could not upload the logo. Please try again.',
} as const;

/** The first problem of each field, as the form shows them under the fields. */
export function validateBusinessProfile(draft: ProviderBusinessProfile): BusinessProfileErrors {
  const errors: BusinessProfileErrors = {};
  if (!draft.businessName.trim()) errors.businessName = businessProfileMessages.businessNameRequired;
  if (draft.email.trim() && !isEmailAddress(draft.email)) errors.email = businessProfileMessages.emailInvalid;
  if (draft.phone.trim() && !isPhoneNumber(draft.phone)) errors.phone = businessProfileMessages.phoneInvalid;
  if (draft.website.trim() && !isWebAddress(draft.website)) errors.website = businessProfileMessages.websiteInvalid;
  if (draft.videoUrl.trim() && !videoEmbed(draft.videoUrl))
    errors.videoUrl = businessProfileMessages.videoNotEmbeddable;
  for (const location of draft.locations) {
    const located: ProfileLocationErrors = {};
    for (const day of weekdays) {
      const problem = dayHoursProblem(day, location.hours[day]);
      if (problem) located.hours = { ...located.hours, [day]: problem.replace(/^\w+: /, '') };
    }
    if (weekdays.every((day) => location.hours[day].isClosed)) {
      located.hours = { ...located.hours, monday: businessProfileMessages.openOneDay };
    }
    if (location.services.length === 0) located.services = businessProfileMessages.serviceRequired;
    if (located.hours || located.services) errors.locations = { ...errors.locations, [location.id]: located };
  }
  return errors;
}

export const hasErrors = (errors: BusinessProfileErrors): boolean => Object.keys(errors).length > 0;

/** Once a field changes, its message goes; the rest wait for the next Save. */
export function clearFieldError(errors: BusinessProfileErrors, field: ProfileTextField): BusinessProfileErrors {
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

export function clearLocationError(
  errors: BusinessProfileErrors,
  locationId: number,
  part: 'hours' | 'services',
  day?: Weekday,
): BusinessProfileErrors {
  const current = errors.locations?.[locationId];
  if (!current) return errors;
  const next: ProfileLocationErrors = { ...current };
  if (part === 'services') delete next.services;
  else if (day && next.hours) {
    const { [day]: _cleared, ...hours } = next.hours;
    next.hours = Object.keys(hours).length > 0 ? hours : undefined;
    if (!next.hours) delete next.hours;
  }
  const locations = { ...errors.locations, [locationId]: next };
  if (!next.hours && !next.services) delete locations[locationId];
  const { locations: _old, ...rest } = errors;
  return Object.keys(locations).length > 0 ? { ...rest, locations } : rest;
}

/** An upcoming appointment that the saved hours no longer cover (it is kept). */
export type OutsideHoursBooking = {
  bookingId: string;
  date: string;
  slot: string;
  address: string;
  customerName: string;
};
