import type { FoundProvider, FoundProviderLocation } from '../search/foundProvider';

const weekHours = {
  Monday: '09:00 AM - 05:00 PM',
  Tuesday: '09:00 AM - 05:00 PM',
  Wednesday: '09:00 AM - 05:00 PM',
  Thursday: '09:00 AM - 05:00 PM',
  Friday: '09:00 AM - 01:00 PM',
  Saturday: 'Closed',
  Sunday: 'Closed',
};

/** A provider location in Miami, open weekdays. */
export function foundLocation(overrides: Partial<FoundProviderLocation> = {}): FoundProviderLocation {
  return {
    address: '100 Biscayne Blvd, Miami, FL 33132',
    lat: 25.7617,
    long: -80.1918,
    country_id: 1,
    state: 'FL',
    city: 'Miami',
    zipcode_show: '33132',
    category: { category_id: 1, category_name: 'Medical', subcategories: [{ id: 2, name: 'Specialists' }] },
    services: ['Orthopedics'],
    hours: weekHours,
    businessHours: { monday: { open: '09:00', close: '17:00', isClosed: false } },
    slots: [{ startTime: '09:00 AM', endTime: '10:00 AM', available: true }],
    time_zone: 'America/New_York',
    ...overrides,
  };
}

/** A search result with one location unless `service_provided` is given. */
export function foundProvider(overrides: Partial<FoundProvider> = {}): FoundProvider {
  return {
    business_provider_id: 7,
    business_name: 'Bayfront Orthopedics',
    name: 'Dr. Ana Ruiz',
    picture: null,
    logoUrl: null,
    zipcode_show: '33132',
    rating: 4.5,
    review_count: 12,
    bio: 'Sports injuries.',
    experience: '12 years',
    education: 'MD, University of Miami',
    phone: '+1 305 555 0100',
    email: 'ana@example.com',
    website: null,
    videoUrl: null,
    verified: true,
    service_provided: { location1: foundLocation() },
    ...overrides,
  };
}
