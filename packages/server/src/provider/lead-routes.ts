import { isOverviewPeriod, type OverviewPeriod, overviewExportFileName } from '@injury-assist/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requireUser } from '../auth/request-user';
import { findLocation } from '../bookings/booking-queries';
import { LOCATION_NOT_FOUND } from '../bookings/booking-routes';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import { recordLeadEvent } from '../leads/lead-events';
import { loadBusinessProfile } from './business-profile';
import { providerOverview } from './overview';
import { overviewCsv } from './overview-csv';
import { NO_BUSINESS, requireBusiness } from './provider-access';

export const PROVIDER_NOT_FOUND = 'We could not find that provider.';

/** The contract allows only the four periods; without one the Overview shows the last 7 days. */
function readPeriod(value: number | undefined): OverviewPeriod {
  const period = value ?? 7;
  if (!isOverviewPeriod(period)) throw new HTTPException(400, { message: 'The period must be 7, 30, 90 or 365 days.' });
  return period;
}

export function leadHandlers({
  db,
  now,
}: {
  db: Db;
  now: () => Date;
}): OperationHandlers<'recordLeadEvent' | 'getProviderOverview' | 'exportProviderOverview'> {
  async function overviewOf(c: Context, query: { period?: number }) {
    const { providerId } = await requireBusiness(c, db);
    const period = readPeriod(query.period);
    const profile = await loadBusinessProfile(db, providerId);
    if (!profile) throw new HTTPException(404, { message: NO_BUSINESS });
    return providerOverview(db, profile, period, now());
  }

  return {
    recordLeadEvent: async (c, { body }, reply) => {
      const { user } = await requireUser(c);
      const [provider] = await db.query<{ id: number }>('select id from service_providers where id = $1', [
        body.business_provider_id,
      ]);
      if (!provider) throw new HTTPException(404, { message: PROVIDER_NOT_FOUND });
      let locationId: number | null = null;
      if (body.address !== undefined) {
        const location = await findLocation(db, body.business_provider_id, body.address, now());
        if (!location) throw new HTTPException(404, { message: LOCATION_NOT_FOUND });
        locationId = location.id;
      }
      // Leads are what customers do; a provider or admin looking around is not one.
      const recorded =
        user.user_type === 'customer' &&
        (await recordLeadEvent(db, {
          providerId: body.business_provider_id,
          locationId,
          action: body.action,
          customerId: user.id,
          at: now(),
        }));
      return reply(200, { status: 200, recorded });
    },

    getProviderOverview: async (c, { query }, reply) => {
      const { overview } = await overviewOf(c, query);
      return reply(200, { status: 200, data: overview });
    },

    exportProviderOverview: async (c, { query }, reply) => {
      const { overview, days } = await overviewOf(c, query);
      return reply(200, {
        status: 200,
        filename: overviewExportFileName(overview.period),
        csv: overviewCsv(overview, days),
      });
    },
  };
}
