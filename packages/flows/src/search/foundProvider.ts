import type { LookupOption, WeekdayName } from '@injury-assist/domain';

/** One day's hours, 24-hour 'HH:MM'. */
export type FoundDayHours = { open: string; close: string; isClosed: boolean };

/**
 * One place a provider works at: a structural copy of the API's ProviderLocation, so flows
 * needs no import from app and the app can pass its generated type straight in.
 */
export type FoundProviderLocation = {
  address: string;
  lat: number;
  long: number;
  country_id: number;
  state: string;
  city: string;
  zipcode_show: string;
  category: { category_id: number; category_name: string; subcategories: LookupOption[] };
  services: string[];
  /** '09:00 AM - 05:00 PM' or 'Closed', by weekday. */
  hours: Record<WeekdayName, string>;
  /** By lower-case weekday ('monday'), 24-hour. */
  businessHours: Record<string, FoundDayHours>;
  slots: { startTime: string; endTime: string; available: boolean }[];
  /** IANA time zone; "today" and passed slots are judged in it. */
  time_zone: string;
};

/** A provider search result: a structural copy of the API's ProviderResult (spec §3). */
export type FoundProvider = {
  business_provider_id: number;
  business_name: string;
  name: string;
  picture: string | null;
  logoUrl: string | null;
  zipcode_show: string;
  rating: number | null;
  review_count: number;
  bio: string;
  experience: string;
  education: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** The business's video introduction (a YouTube or Vimeo link), or null. */
  videoUrl: string | null;
  /** An administrator verified the business. */
  verified: boolean;
  /** The matching locations keyed location1, location2 and so on. */
  service_provided: Record<string, FoundProviderLocation>;
  /** A paid ZIP-code boost that puts the provider first ('Sponsored'); absent in older answers. */
  sponsored?: { zipCode: string; boostType: 'medical' | 'legal' } | null;
};

/** A point in decimal degrees, as the search answer gives its origin. */
export type FoundOrigin = { lat: number; lng: number };

/** One page of a search (API v1 find_service_api): its providers and what the answer says around them. */
export type FoundPage = {
  providers: FoundProvider[];
  /** Asks for the next page; null on the last. */
  nextCursor: string | null;
  /** How many providers the search found: counted, or (exact false) the server's estimate. */
  total: { count: number; exact: boolean };
  /** Where distances are measured from (the customer's position or the city's centre), or null. */
  origin: FoundOrigin | null;
};
