import type { components } from '@injury-assist/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { type RequestUser, requireUser } from '../auth/request-user';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import { calendarFeed } from './calendar-feed-ics';
import { feedAccount, feedAppointments, feedToken, ownedLocations, replaceFeedToken } from './calendar-feed-queries';

export const CALENDAR_ACCOUNTS_ONLY = 'Calendar feeds are for customer and provider accounts.';
export const CALENDAR_LINKS_RENEWED =
  'New calendar links are ready. Calendars subscribed to the old links will stop updating.';
const FEED_NOT_FOUND = 'There is no calendar at this address. Copy the current link from Settings.';

type CalendarFeed = components['schemas']['CalendarFeedResponse']['data'];
type FeedUser = RequestUser & { user: { user_type: 'customer' | 'provider' } };

/** The path of a feed, outside API v1 (calendar apps fetch it with no token but the one in it). */
const feedPath = (token: string) => `/calendar/${token}.ics`;

function links(origin: string, token: string | undefined, location?: number) {
  if (token === undefined) return { https_url: null, webcal_url: null };
  const https = new URL(feedPath(token), origin);
  if (location !== undefined) https.searchParams.set('location', String(location));
  return { https_url: https.href, webcal_url: https.href.replace(/^https?:/, 'webcal:') };
}

async function requireFeedUser(c: Context): Promise<FeedUser> {
  const requestUser = await requireUser(c);
  if (requestUser.user.user_type === 'admin') throw new HTTPException(403, { message: CALENDAR_ACCOUNTS_ONLY });
  return requestUser as FeedUser;
}

export function calendarHandlers({
  db,
  now,
  publicUrl,
}: {
  db: Db;
  now: () => Date;
  publicUrl: string;
}): OperationHandlers<'getCalendarFeed' | 'renewCalendarFeed'> {
  async function feedOf({ user }: FeedUser, token: string | undefined): Promise<CalendarFeed> {
    const locations = user.user_type === 'provider' ? await ownedLocations(db, user.id) : [];
    return {
      all: links(publicUrl, token),
      locations: locations.map(({ id, address }) => ({ id, address, ...links(publicUrl, token, id) })),
    };
  }

  return {
    getCalendarFeed: async (c, _input, reply) => {
      const caller = await requireFeedUser(c);
      return reply(200, { status: 200, data: await feedOf(caller, await feedToken(db, caller.user.id)) });
    },
    renewCalendarFeed: async (c, _input, reply) => {
      const caller = await requireFeedUser(c);
      const token = await replaceFeedToken(db, caller.user.id, now());
      return reply(200, { status: 200, message: CALENDAR_LINKS_RENEWED, data: await feedOf(caller, token) });
    },
  };
}

/** `GET /calendar/<token>.ics[?location=<id>]`: the feed itself, as calendar apps poll it. */
export function calendarFeedRoutes({ db, now }: { db: Db; now: () => Date }): Hono {
  const routes = new Hono();
  routes.get('/calendar/:file', async (c) => {
    const notFound = () => c.text(FEED_NOT_FOUND, 404);
    const token = /^([A-Za-z0-9_-]{32,100})\.ics$/.exec(c.req.param('file'))?.[1];
    if (token === undefined) return notFound();
    const account = await feedAccount(db, token);
    if (account === undefined || account.userType === 'admin') return notFound();
    const locationParam = c.req.query('location');
    let locationId: number | undefined;
    if (locationParam !== undefined) {
      if (account.userType !== 'provider' || !/^\d{1,9}$/.test(locationParam)) {
        return c.text('The location must be the number of one of your locations, as in the link from Settings.', 400);
      }
      locationId = Number(locationParam);
    }
    const at = now();
    const owner =
      account.userType === 'customer'
        ? ({ kind: 'customer', userId: account.userId } as const)
        : ({ kind: 'provider', userId: account.userId, locationId } as const);
    const body = calendarFeed(await feedAppointments(db, owner, at), account.userType, at);
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="injury-assist.ics"',
      // The URL is a secret: nothing on the way may keep a copy.
      'Cache-Control': 'private, no-store',
    });
  });
  return routes;
}
