import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { auditActor, recordAudit } from '../audit/audit-log';
import { clientIp } from '../auth/client-ip';
import { requireUser } from '../auth/request-user';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';

export const ADMINS_ONLY = 'Only administrators can do this.';
export const USER_NOT_FOUND = 'We could not find that user.';

/** The signed-in administrator, or 401 / 403 (thrown, answered by createApp). */
export async function requireAdmin(c: Context) {
  const caller = await requireUser(c);
  if (caller.user.user_type !== 'admin') throw new HTTPException(403, { message: ADMINS_ONLY });
  return caller;
}

interface ProfileRow {
  id: string;
  full_name: string | null;
  email: string;
  user_type: 'customer' | 'provider' | 'admin';
  is_verified: boolean;
  created_at: Date;
  booking_count: number;
  concern_count: number;
}

interface BookingRow {
  booking_id: string;
  date: string;
  slot: string;
  provider_name: string;
  booking_status: number;
}

interface ProviderRow {
  id: number;
  business_name: string;
  verification_status: 'pending' | 'verified' | 'rejected';
}

interface SubscriptionRow {
  plan_name: string;
  billing_interval: 'monthly' | 'yearly';
  status: 'active' | 'past_due' | 'cancelled';
  current_period_end: Date;
}

/** How many of a user's latest bookings the details show. */
const LATEST_BOOKINGS = 5;

/**
 * One user as the admin's View shows them: what /rest/v1 does not expose (concerns, provider
 * locations, the subscription) is read here, by the server, for administrators only. Bookings are
 * those the user made and those their businesses received: a provider's are what their Appointments list.
 */
export async function readAdminUserDetails(db: Db, id: string) {
  const [profile] = await db.query<ProfileRow>(
    `select p.id, p.full_name, p.email, p.user_type, p.is_verified, p.created_at,
            (select count(*) from bookings b
              where b.user_id = p.id
                 or b.provider_id in (select s.id from service_providers s where s.user_id = p.id)) as booking_count,
            (select count(*) from concerns k where k.user_id = p.id) as concern_count
       from profiles p where p.id = $1`,
    [id],
  );
  if (!profile) return undefined;
  const bookings = await db.query<BookingRow>(
    `select b.booking_id, b.date, b.slot, s.business_name as provider_name, b.booking_status
       from bookings b join service_providers s on s.id = b.provider_id
      where b.user_id = $1 or s.user_id = $1 order by b.date desc, b.id desc limit $2`,
    [id, LATEST_BOOKINGS],
  );
  const [provider] = await db.query<ProviderRow>(
    'select id, business_name, verification_status from service_providers where user_id = $1 order by id limit 1',
    [id],
  );
  return {
    id: profile.id,
    full_name: profile.full_name,
    email: profile.email,
    user_type: profile.user_type,
    is_verified: profile.is_verified,
    created_at: new Date(profile.created_at).toISOString(),
    booking_count: Number(profile.booking_count),
    concern_count: Number(profile.concern_count),
    bookings: bookings.map((booking) => ({ ...booking, booking_status: Number(booking.booking_status) })),
    provider: provider ? await providerDetails(db, id, provider) : null,
  };
}

async function providerDetails(db: Db, userId: string, provider: ProviderRow) {
  const locations = await db.query<{ address: string; city: string | null; state: string | null; zipcode: string }>(
    `select l.address, c.name as city, coalesce(s.code, s.name) as state, l.zipcode
       from provider_locations l
       left join cities c on c.id = l.city_id
       left join states s on s.id = l.state_id
      where l.provider_id = $1 and l.removed_at is null order by l.id`,
    [provider.id],
  );
  const [subscription] = await db.query<SubscriptionRow>(
    `select p.name as plan_name, s.billing_interval, s.status, s.current_period_end
       from subscriptions s join plans p on p.id = s.plan_id
      where s.user_id = $1 and not s.addon
      order by (s.status <> 'cancelled') desc, s.current_period_end desc limit 1`,
    [userId],
  );
  return {
    business_name: provider.business_name,
    verification_status: provider.verification_status,
    locations,
    subscription: subscription
      ? { ...subscription, current_period_end: new Date(subscription.current_period_end).toISOString() }
      : null,
  };
}

/** GET /admin/users/{id}: a look at a person's details, which the audit log records. */
export function adminHandlers({
  db,
  now,
  trustProxy,
}: {
  db: Db;
  now: () => Date;
  trustProxy: boolean;
}): OperationHandlers<'getAdminUserDetails'> {
  return {
    getAdminUserDetails: async (c, { params }, reply) => {
      const admin = await requireAdmin(c);
      const details = await readAdminUserDetails(db, params.id);
      if (!details) return reply.error(404, USER_NOT_FOUND);
      await recordAudit(db, {
        actor: auditActor(admin.user),
        action: 'profiles.view',
        recordKind: 'profiles',
        recordId: params.id,
        // Named as the trigger names a row, so the Audit page can say whose details were seen.
        detail: { name: details.email },
        clientIp: clientIp(c, trustProxy),
        at: now(),
      });
      return reply(200, { status: 200, data: details });
    },
  };
}
