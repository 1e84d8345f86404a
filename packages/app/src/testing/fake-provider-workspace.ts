import type { components } from '@injury-assist/contract';
import { BOOKING_STATUS } from '@injury-assist/domain';

type Schemas = components['schemas'];

/** The provider stories' "now": the afternoon of November 27, 2026 (a Friday), Miami time. */
export const providerStoryNow = new Date('2026-11-27T20:00:00Z');

const leadCounts = (day: number): Schemas['LeadCounts'] => ({
  profileView: 4 + (day % 3),
  website: day % 2,
  phone: day % 4 === 0 ? 1 : 0,
  directions: day % 5 === 0 ? 1 : 0,
  booking: day % 3 === 0 ? 1 : 0,
});

/** The Overview for `period` days, ending today, with the same shape of activity every day. */
export function providerOverview(period: Schemas['OverviewPeriod']): Schemas['ProviderOverview'] {
  const days = period === 365 ? 7 : period;
  const engagement = Array.from({ length: days }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 27 - (days - 1 - index))).toISOString().slice(0, 10);
    const counts = leadCounts(index);
    const total = counts.profileView + counts.website + counts.phone + counts.directions + counts.booking;
    return { date, to: date, counts, impressions: 30 + (index % 7) * 5, total };
  });
  const scale = period / 7;
  const scaled = (weekly: number) => Math.round(weekly * scale);
  const metric = (
    action: Schemas['OverviewMetric']['action'],
    label: Schemas['OverviewMetric']['label'],
    value: number,
  ): Schemas['OverviewMetric'] => ({
    action,
    label,
    value: scaled(value),
    previous: scaled(value * 0.8),
    change: { kind: 'percent', percent: 25 },
  });
  return {
    business_name: 'Reyes Physio',
    period,
    from: engagement[0]?.date ?? '2026-11-27',
    to: '2026-11-27',
    time_zone: 'America/New_York',
    engagement_unit: period === 365 ? 'week' : 'day',
    impressions: {
      label: 'Search impressions',
      value: scaled(280),
      previous: scaled(240),
      change: { kind: 'percent', percent: 17 },
    },
    metrics: [
      metric('website', 'Website Clicks', 4),
      metric('directions', 'Address Clicks', 2),
      metric('phone', 'Phone Clicks', 2),
      metric('booking', 'Appointment Requests', 3),
    ],
    funnel: [
      { step: 'impressions', label: 'Search impressions', value: scaled(280), rate: null },
      { step: 'profileViews', label: 'Profile views', value: scaled(35), rate: 12.5 },
      { step: 'clicks', label: 'Clicks', value: scaled(8), rate: 22.9 },
      { step: 'requests', label: 'Appointment requests', value: scaled(3), rate: 37.5 },
    ],
    engagement,
    recent: [
      { action: 'booking', city: 'Miami', at: '2026-11-27T18:10:00Z' },
      { action: 'phone', city: 'Miami', at: '2026-11-27T16:45:00Z' },
      { action: 'profileView', city: 'Coral Gables', at: '2026-11-26T21:30:00Z' },
    ],
    performance: {
      completeness: 80,
      missing: ['Video introduction', 'Education'],
      rating: 4.5,
      review_count: 2,
      ranking: { position: 3, of: 12, service: 'Sports massage', city: 'Miami' },
    },
  };
}

const open = { open: '09:00', close: '17:00', isClosed: false };
const closed = { open: '', close: '', isClosed: true };
const sportsMassage = { id: 6, name: 'Sports massage' };
const dryNeedling = { id: 7, name: 'Dry needling' };

export const workspaceProfile: Schemas['BusinessProfile'] = {
  id: 11,
  business_name: 'Reyes Physio',
  website: 'https://reyesphysio.example',
  phone: '(305) 555-0142',
  email: 'hello@reyesphysio.example',
  description: 'Physical therapy for athletes and everyone else, in downtown Miami.',
  experience: '12 years',
  education: '',
  logo_url: null,
  video_url: null,
  map_tile_url: null,
  locations: [
    {
      id: 21,
      address: '1200 Biscayne Blvd, Miami, FL 33132',
      street: '1200 Biscayne Blvd',
      google_my_business_link: '',
      city: 'Miami',
      state: 'FL',
      zipcode: '33132',
      lat: 25.7877,
      long: -80.1887,
      time_zone: 'America/New_York',
      category: 'Physical therapy',
      subcategory: 'Specialists',
      hours: {
        monday: open,
        tuesday: open,
        wednesday: open,
        thursday: open,
        friday: open,
        saturday: closed,
        sunday: closed,
      },
      services: [sportsMassage],
      service_options: [dryNeedling, sportsMassage],
    },
  ],
};

const appointment = (
  booking_id: string,
  date: string,
  slot: string,
  status: number,
  name: string,
  timing: Schemas['ProviderAppointment']['timing'],
): Schemas['ProviderAppointment'] => ({
  booking_id,
  date,
  slot,
  status,
  timing,
  customer: { name, email: `${name.split(' ')[0]?.toLowerCase()}@example.com`, phone: null },
  services: 'Sports massage',
  address: '1200 Biscayne Blvd, Miami, FL 33132',
  time_zone: 'America/New_York',
  cancel_reason: null,
});

/** Two upcoming visits (one waiting for the provider's confirmation) and one past one. */
export function workspaceAppointments(): Omit<Schemas['ProviderAppointmentsResponse'], 'status'> {
  return {
    upcoming: [
      appointment('b-1', '2026-12-01', '10:00 AM - 11:00 AM', BOOKING_STATUS.pending, 'Casey Morgan', 'upcoming'),
      appointment('b-2', '2026-12-02', '02:00 PM - 03:00 PM', BOOKING_STATUS.confirmed, 'Jordan Lee', 'upcoming'),
    ],
    past: [appointment('b-0', '2026-11-20', '09:00 AM - 10:00 AM', BOOKING_STATUS.completed, 'Sam Rivera', 'closed')],
    new_booking_status: 'pending',
  };
}

/** The location's booking schedule: the default rules and no dates changed. */
export const workspaceSchedule: Schemas['LocationSchedule'] = {
  location_id: 21,
  address: '1200 Biscayne Blvd, Miami, FL 33132',
  today: '2026-11-27',
  min_notice_minutes: 0,
  buffer_minutes: 0,
  dates: [],
  holidays: [],
};
