import { randomUUID } from 'node:crypto';
import type { components } from '@injury-assist/contract';
import type { SupabaseClient } from '@supabase/supabase-js';
import { pngImage } from '../test-images';
import type { Ledger } from './soak-ledger';
import { type Person, payLocally, type SoakContext } from './soak-people';

type ProviderResult = components['schemas']['ProviderResult'];
type WeekHours = components['schemas']['WeekHours'];

/** What every simulated person shares: the server, the ledger, the end time and what was found. */
export interface World extends SoakContext {
  ledger: Ledger;
  until: number;
  /** Businesses the customers' searches found, by id, with an address to book at. */
  businesses: Map<number, { address: string }>;
  /** Pending events for the admins to approve. */
  pendingEvents: Set<string>;
  /** Ids of system notifications the admin sent, for the realtime check. */
  notificationsSent: Set<string>;
  /** The customers' user ids, for the admin's user details. */
  customerIds: Set<string>;
  /** Actions that threw (a hang or a broken answer), by what was tried. */
  actionErrors: Map<string, number>;
  /** Every action of every kind of person (`customer book`), and how often each was carried out. */
  actionsRun: Map<string, number>;
}

const MIAMI_ORTHOPEDICS = {
  category_id: 1,
  speciality_group_id: 5,
  speciality_id: 6,
  country_id: 1,
  state_id: 9,
  city: 31,
};
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const DAY_MS = 86_400_000;

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A copy of `items` in a random order (Fisher–Yates). */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
/** A date 2 to 40 days ahead (never today, whose slots may have started), and its weekday. */
function futureDate(): { date: string; day: string } {
  const at = new Date(Date.now() + (2 + Math.floor(Math.random() * 39)) * DAY_MS);
  return { date: at.toISOString().slice(0, 10), day: WEEKDAYS[at.getUTCDay()] ?? 'Monday' };
}
/** A slot's label as the booking calls take it: 'start - end' (both already in 12-hour form). */
const slotLabel = (start: string, end: string) => `${start} - ${end}`;

/**
 * Runs each of `actions` once, in a random order, then picks them at random, one at a time with a
 * short pause, until the soak's end. The first round makes every kind of traffic happen however
 * short the soak (`npm test`'s is half a minute); `actionsRun` lists the actions not reached with 0.
 */
async function loop(world: World, who: string, actions: ReadonlyArray<readonly [string, () => Promise<unknown>]>) {
  for (const [name] of actions) world.actionsRun.set(`${who} ${name}`, world.actionsRun.get(`${who} ${name}`) ?? 0);
  const firstRound = shuffled([...new Map(actions.map((entry) => [entry[0], entry])).values()]);
  while (Date.now() < world.until) {
    const chosen = firstRound.shift() ?? pick(actions);
    if (!chosen) return;
    const [name, action] = chosen;
    world.actionsRun.set(`${who} ${name}`, (world.actionsRun.get(`${who} ${name}`) ?? 0) + 1);
    try {
      await action();
    } catch (error) {
      const key = `${who} ${name}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 240);
      world.actionErrors.set(key, (world.actionErrors.get(key) ?? 0) + 1);
    }
    await pause(50 + Math.random() * 250);
  }
}

const bookingSql = 'select booking_status::text as v from bookings where booking_id = $1';

export function customer(world: World, person: Person): Promise<void> {
  const { api, userId } = person;
  const mine = async () => {
    const { data } = await api.GET('/find_slots_api/{id}', { params: { path: { id: userId } } });
    return data ?? { upcoming: [], past: [] };
  };
  const search = async () => {
    const { data } = await api.POST('/find_service_api', { body: MIAMI_ORTHOPEDICS });
    for (const found of data?.data ?? []) rememberBusiness(world, found);
    return data?.data ?? [];
  };
  const business = () => pick([...world.businesses.entries()]);

  return loop(world, 'customer', [
    ['search', search],
    ['search', search],
    [
      'lead event',
      async () => {
        const found = business();
        if (!found) return;
        await api.POST('/lead_events', {
          body: {
            business_provider_id: found[0],
            action: pick(['profileView', 'website', 'phone', 'directions'] as const) ?? 'phone',
          },
        });
      },
    ],
    ...Array.from(
      { length: 3 },
      () =>
        [
          'book',
          async () => {
            const found = business();
            if (!found) return search();
            const [providerId, { address }] = found;
            const { date, day } = futureDate();
            const slots = await api.POST('/get_slots_using_address', {
              body: { address, business_provider_id: providerId, day: date },
            });
            const taken = await api.POST('/listSlotBookings', { body: { address, date, provider_id: providerId } });
            const takenLabels = JSON.stringify(taken.data ?? '');
            const free = (slots.data?.time_slots ?? [])
              .map((slot) => slotLabel(slot.start, slot.end))
              .filter((label) => !takenLabels.includes(label));
            const slot = pick(free);
            if (!slot) return;
            const sentAt = Date.now();
            const { data } = await api.POST('/bookSlot', {
              body: { date, slot, provider_id: providerId, address, day, user_id: userId },
            });
            if (data) {
              const id = data.data.booking_id;
              world.ledger.record(
                `booking:${id}`,
                `booking ${id} (${date} ${slot})`,
                bookingSql,
                [id],
                ['0', '1'],
                sentAt,
              );
            }
          },
        ] as const,
    ),
    [
      'reschedule',
      async () => {
        const booking = pick((await mine()).upcoming.filter((item) => item.booking_status <= 1));
        if (!booking) return;
        const { date, day } = futureDate();
        const slots = await api.POST('/get_slots_using_address', {
          body: { address: booking.address, business_provider_id: booking.provider_id, day: date },
        });
        const choice = pick(slots.data?.time_slots ?? []);
        if (!choice) return;
        const sentAt = Date.now();
        const { data } = await api.POST('/reschedule_booking', {
          body: { booking_id: booking.booking_id, date, slot: slotLabel(choice.start, choice.end), day },
        });
        if (data) {
          world.ledger.record(
            `booking:${data.cancelled_booking_id}`,
            `rescheduled-away booking ${data.cancelled_booking_id}`,
            bookingSql,
            [data.cancelled_booking_id],
            ['3', '4'],
            sentAt,
          );
          const id = data.data.booking_id;
          world.ledger.record(`booking:${id}`, `rescheduled booking ${id}`, bookingSql, [id], ['0', '1'], sentAt);
        }
      },
    ],
    [
      'cancel',
      async () => {
        const booking = pick((await mine()).upcoming.filter((item) => item.booking_status <= 1));
        if (!booking) return;
        const sentAt = Date.now();
        const { data } = await api.PATCH('/update_slot_booking/{id}', { params: { path: { id: booking.booking_id } } });
        if (data)
          world.ledger.record(
            `booking:${booking.booking_id}`,
            `cancelled booking ${booking.booking_id}`,
            bookingSql,
            [booking.booking_id],
            ['4'],
            sentAt,
          );
      },
    ],
    [
      'review',
      async () => {
        const booking = pick((await mine()).past.filter((item) => item.booking_status === 2 && !item.reviewed));
        if (!booking) return;
        const sentAt = Date.now();
        const { data } = await api.POST('/reviews', {
          body: { booking_id: booking.booking_id, rating: 1 + Math.floor(Math.random() * 5), text: 'Soak review.' },
        });
        if (data)
          world.ledger.record(
            `review:${data.data.id}`,
            `review ${data.data.id}`,
            'select count(*)::text as v from reviews where id = $1',
            [data.data.id],
            ['1'],
            sentAt,
          );
      },
    ],
    [
      'concern',
      async () => {
        const sentAt = Date.now();
        const { data } = await api.POST('/raise_concern', {
          body: {
            user_id: userId,
            title: `Soak concern ${randomUUID().slice(0, 6)}`,
            description: 'Raised by the soak.',
            priority: pick(['low', 'medium', 'high', 'urgent'] as const) ?? 'low',
          },
        });
        if (data)
          world.ledger.record(
            `concern:${data.data.id}`,
            `concern ${data.data.id}`,
            'select title as v from concerns where id = $1',
            [data.data.id],
            [data.data.title],
            sentAt,
          );
        await api.GET('/get_raise_concern_list/{id}', { params: { path: { id: userId } } });
      },
    ],
    [
      'profile and picture',
      async () => {
        let picture: string | undefined;
        if (Math.random() < 0.3) {
          const form = new FormData();
          form.append('file', new File([pngImage(32, 32)], 'me.png', { type: 'image/png' }));
          const response = await world.metrics.send(
            new Request(`${world.url}/api/v1/file_upload`, {
              method: 'POST',
              headers: { authorization: `Bearer ${person.token}`, 'x-forwarded-for': person.ip },
              body: form,
            }),
          );
          if (response.ok) picture = ((await response.json()) as { file: string }).file;
        }
        const name = `${person.name.split(' #')[0]} #${Math.floor(Math.random() * 1000)}`;
        const sentAt = Date.now();
        const { data } = await api.PATCH('/updateUserById', {
          body: { user_id: userId, name, ...(picture ? { profile_picture: picture } : {}) },
        });
        if (data)
          world.ledger.record(
            `name:${userId}`,
            `name of ${person.email}`,
            'select name as v from users where id = $1',
            [userId],
            [name],
            sentAt,
          );
        await api.GET('/getUserById/{id}', { params: { path: { id: userId } } });
      },
    ],
    [
      'event registration',
      async () => {
        const { data } = await api.GET('/events');
        const event = pick(data?.data ?? []);
        if (!event) return;
        const key = `registration:${event.id}:${userId}`;
        const sql = 'select count(*)::text as v from event_registrations where event_id = $1 and user_id = $2';
        const sentAt = Date.now();
        if (event.registered) {
          const answer = await api.DELETE('/events/{eventId}/registration', {
            params: { path: { eventId: event.id } },
          });
          if (answer.data)
            world.ledger.record(key, `registration cancelled for ${event.id}`, sql, [event.id, userId], ['0'], sentAt);
        } else {
          const answer = await api.POST('/events/{eventId}/registration', { params: { path: { eventId: event.id } } });
          // A paid seat is only held until its checkout is paid: not a write the soak can count on.
          if (answer.data?.data.outcome === 'registered')
            world.ledger.record(key, `registration for ${event.id}`, sql, [event.id, userId], ['1'], sentAt);
        }
      },
    ],
  ]);
}

function rememberBusiness(world: World, found: ProviderResult): void {
  const location = Object.values(found.service_provided)[0];
  if (location) world.businesses.set(found.business_provider_id, { address: location.address });
}

const eventSql = 'select title as v from events where id = $1';

export function provider(world: World, person: Person & { zipCode?: string }): Promise<void> {
  const { api } = person;
  let boosted = false;
  const eventInput = (title: string) => {
    const { date } = futureDate();
    return {
      title,
      description: 'A soak-test evening.',
      date,
      time: '18:00',
      location: '1200 Biscayne Blvd, Miami',
      maxAttendees: 2 + Math.floor(Math.random() * 4),
    };
  };
  return loop(world, 'provider', [
    [
      'overview',
      () => api.GET('/provider/overview', { params: { query: { period: pick([7, 30, 90, 365] as const) ?? 7 } } }),
    ],
    [
      'appointments',
      async () => {
        const { data } = await api.GET('/provider/appointments');
        const all = [...(data?.upcoming ?? []), ...(data?.past ?? [])];
        const appointment = pick(all.filter((item) => item.status <= 1));
        if (!appointment) return;
        const action = providerAction(appointment);
        if (!action) return;
        const status = { confirm: '1', complete: '2', noShow: '5', cancel: '3' }[action];
        const sentAt = Date.now();
        const answer = await api.POST('/provider/appointments/{id}', {
          params: { path: { id: appointment.booking_id } },
          body: action === 'cancel' ? { action, reason: 'The soak needs the slot.' } : { action },
        });
        if (answer.data)
          world.ledger.record(
            `booking:${appointment.booking_id}`,
            `${action} of ${appointment.booking_id}`,
            bookingSql,
            [appointment.booking_id],
            [status],
            sentAt,
          );
      },
    ],
    [
      'profile and hours',
      async () => {
        const { data } = await api.GET('/provider/profile');
        const profile = data?.data;
        if (!profile) return;
        const description = `Soak-tested orthopedics, edit ${randomUUID().slice(0, 6)}.`;
        const sentAt = Date.now();
        const saved = await api.PUT('/provider/profile', {
          body: {
            business_name: profile.business_name,
            website: profile.website ?? '',
            phone: profile.phone ?? '',
            email: profile.email ?? '',
            description,
            experience: profile.experience,
            education: profile.education,
            logo: profile.logo_url,
            video_url: profile.video_url ?? '',
            locations: profile.locations.map((location) => ({
              id: location.id,
              hours: shiftedSaturday(location.hours),
              service_ids: location.services.map((service) => service.id),
            })),
          },
        });
        if (saved.data)
          world.ledger.record(
            `bio:${profile.id}`,
            `description of business ${profile.id}`,
            'select bio as v from service_providers where id = $1',
            [profile.id],
            [description],
            sentAt,
          );
      },
    ],
    [
      'events',
      async () => {
        const { data } = await api.GET('/provider/events');
        const events = data?.data ?? [];
        const choice = Math.random();
        if (events.length < 3 || choice < 0.4) {
          const title = `Soak evening ${randomUUID().slice(0, 6)}`;
          const sentAt = Date.now();
          const created = await api.POST('/provider/events', { body: eventInput(title) });
          if (created.data) {
            world.ledger.record(
              `event:${created.data.data.id}`,
              `event ${created.data.data.id}`,
              eventSql,
              [created.data.data.id],
              [title],
              sentAt,
            );
            world.pendingEvents.add(created.data.data.id);
          }
          return;
        }
        const event = pick(events);
        if (!event) return;
        const sentAt = Date.now();
        if (choice < 0.8) {
          const title = `${event.title.split(' ·')[0]} · edited`;
          const input = {
            ...eventInput(title),
            maxAttendees: Math.max(event.currentAttendees, event.maxAttendees ?? 1),
          };
          const edited = await api.PUT('/provider/events/{eventId}', {
            params: { path: { eventId: event.id } },
            body: input,
          });
          if (edited.data)
            world.ledger.record(`event:${event.id}`, `event ${event.id} edited`, eventSql, [event.id], [title], sentAt);
          await api.GET('/provider/events/{eventId}/registrations', { params: { path: { eventId: event.id } } });
        } else {
          const deleted = await api.DELETE('/provider/events/{eventId}', { params: { path: { eventId: event.id } } });
          if (deleted.data) {
            world.pendingEvents.delete(event.id);
            world.ledger.record(
              `event:${event.id}`,
              `event ${event.id} deleted`,
              eventSql,
              [event.id],
              ['absent'],
              sentAt,
            );
            world.ledger.recordAll(`registration:${event.id}:`, ['0'], sentAt);
          }
        }
      },
    ],
    [
      'boost',
      async () => {
        const { data } = await api.GET('/provider/boosts');
        const zip = person.zipCode ?? data?.data.zipOptions[0]?.code;
        if (!zip) return;
        await api.GET('/provider/boosts/availability', { params: { query: { zipCode: zip } } });
        if (boosted || Math.random() < 0.5) return;
        boosted = true;
        const sentAt = Date.now();
        const started = await api.POST('/provider/boosts', {
          body: { zipCode: zip, boostType: 'medical', duration: 'weekly' },
        });
        if (!started.data) return;
        const sessionId = started.data.data.sessionId;
        const paid = await payLocally(world, sessionId, person.ip);
        if (paid.status === 303) {
          world.ledger.record(
            `boost:${sessionId}`,
            `boost paid in ${sessionId}`,
            'select status as v from private.boosts where checkout_session_id = $1',
            [sessionId],
            ['active'],
            sentAt,
          );
        }
      },
    ],
    [
      'billing',
      async () => {
        const { data } = await api.GET('/provider/billing');
        const subscription = data?.data.subscription;
        if (!subscription) return;
        if (subscription.scheduledChange) {
          await api.DELETE('/provider/billing/scheduled-change');
          return;
        }
        const planId = pick(['basic', 'professional', 'premium'].filter((plan) => plan !== subscription.planId));
        if (!planId) return;
        const changed = await api.POST('/provider/billing/plan-change', { body: { planId, interval: 'monthly' } });
        if (changed.data?.data.outcome === 'checkout' && changed.data.data.url) {
          await payLocally(world, changed.data.data.url.slice(changed.data.data.url.lastIndexOf('/') + 1), person.ip);
        }
      },
    ],
    [
      'notifications',
      async () => {
        await api.GET('/provider/notifications');
        await api.POST('/provider/notifications/read', { body: {} });
      },
    ],
  ]);
}

/** Past ones are completed or marked no-show, pending ones confirmed, now and then a confirmed one cancelled. */
function providerAction(appointment: {
  status: number;
  timing: string;
}): 'confirm' | 'complete' | 'noShow' | 'cancel' | undefined {
  if (appointment.timing === 'ended') return pick(['complete', 'complete', 'noShow'] as const);
  if (appointment.timing === 'started') return undefined;
  if (appointment.status === 0) return 'confirm';
  return Math.random() < 0.2 ? 'cancel' : undefined;
}

/** Saturday's hours move by an hour each edit, so the hours really change (and the slots with them). */
function shiftedSaturday(hours: WeekHours): WeekHours {
  const open = hours.saturday.open === '09:00' ? '10:00' : '09:00';
  return { ...hours, saturday: { open, close: '17:00', isClosed: false } };
}

export function admin(world: World, person: Person, supabase: SupabaseClient): Promise<void> {
  return loop(world, 'admin', [
    [
      'approve event',
      async () => {
        const id = pick([...world.pendingEvents]);
        if (!id) return;
        const sentAt = Date.now();
        const { data, error } = await supabase.from('events').update({ status: 'approved' }).eq('id', id).select('id');
        world.pendingEvents.delete(id);
        if (!error && data.length === 1) {
          world.ledger.record(
            `approval:${id}`,
            `approval of event ${id}`,
            'select status as v from events where id = $1',
            [id],
            ['approved', 'absent'],
            sentAt,
          );
        }
      },
    ],
    [
      'notification',
      async () => {
        const sentAt = Date.now();
        const { data, error } = await supabase.rpc('create_system_notification', {
          notification_title: 'Soak notice',
          notification_message: `Sent at ${new Date().toISOString()}`,
          notification_type: 'info',
        });
        const id = (data as { id?: string } | null)?.id;
        if (!error && id) {
          world.notificationsSent.add(id);
          world.ledger.record(
            `notification:${id}`,
            `system notification ${id}`,
            'select count(*)::text as v from system_notifications where id = $1',
            [id],
            ['1'],
            sentAt,
          );
        }
      },
    ],
    [
      'blog',
      async () => {
        const title = `Soak post ${randomUUID().slice(0, 8)}`;
        const slug = title.toLowerCase().replace(/\s+/g, '-');
        const sentAt = Date.now();
        const { data, error } = await supabase
          .from('blogs')
          .insert({ title, slug, excerpt: 'Soak.', body: 'Written by the soak.' })
          .select('id')
          .single();
        if (error || !data) return;
        const id = (data as { id: string }).id;
        world.ledger.record(
          `blog:${id}`,
          `blog ${id}`,
          'select title as v from blogs where id = $1',
          [id],
          [title],
          sentAt,
        );
        const retitled = `${title} (edited)`;
        const edited = await supabase
          .from('blogs')
          .update({ title: retitled, is_published: true })
          .eq('id', id)
          .select('id');
        if (!edited.error && edited.data.length === 1)
          world.ledger.record(
            `blog:${id}`,
            `blog ${id} edited`,
            'select title as v from blogs where id = $1',
            [id],
            [retitled],
            sentAt,
          );
      },
    ],
    [
      'read tables',
      async () => {
        await supabase.from('profiles').select('id, full_name').limit(20);
        await supabase.from('bookings').select('id, booking_status').order('id', { ascending: false }).limit(20);
        await supabase.from('events').select('id, status').limit(50);
      },
    ],
    [
      'user details',
      () =>
        person.api.GET('/admin/users/{id}', {
          params: { path: { id: pick([...world.customerIds]) ?? person.userId } },
        }),
    ],
  ]);
}
