import type { components } from '@injury-assist/contract';
import type { CalendarSubscription, RenewedCalendarFeed } from '@injury-assist/flows/calendar';
import { api, quietErrors } from '../../lib/api/client';

type ApiFeed = components['schemas']['CalendarFeedResponse']['data'];

function toFeed(feed: ApiFeed): CalendarSubscription {
  return {
    all: { httpsUrl: feed.all.https_url, webcalUrl: feed.all.webcal_url },
    locations: feed.locations.map((location) => ({
      id: location.id,
      address: location.address,
      httpsUrl: location.https_url,
      webcalUrl: location.webcal_url,
    })),
  };
}

export async function loadCalendarFeed(): Promise<CalendarSubscription> {
  const { data, error } = await api.GET('/calendar-feed', quietErrors);
  if (error) throw error;
  return toFeed(data.data);
}

export async function renewCalendarFeed(): Promise<RenewedCalendarFeed> {
  const { data, error } = await api.POST('/calendar-feed', quietErrors);
  if (error) throw error;
  return { feed: toFeed(data.data), message: data.message ?? '' };
}
