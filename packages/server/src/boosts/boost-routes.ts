import { boostZipCode } from '@injury-assist/domain';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import { unknownZipMessage } from '../onboarding/zip-geocoder';
import { CheckoutRefused, GatewayUnavailable, type Payments } from '../payments/payments';
import { requireBusiness, requireProviderUser } from '../provider/provider-access';
import { boostPlaceRefusal } from './boost-place';
import { BOOST_REPORT_FILE, type BoostFigures, type BoostReport, boostReportCsv, boostReports } from './boost-report';
import { boostAvailability, listProviderBoosts, noSlotLeft, slotAlreadyYours, startBoostCheckout } from './boosts';

const INVALID_ZIP = 'Enter a 5-digit US ZIP code.';

const shownFigures = ({ from, to, ...counts }: BoostFigures) => ({
  from: from.toISOString(),
  to: to.toISOString(),
  ...counts,
});
const shownReport = (report: BoostReport | undefined) =>
  report ? { during: shownFigures(report.during), before: shownFigures(report.before) } : null;

export function boostHandlers({
  db,
  payments,
  now,
}: {
  db: Db;
  payments: Payments;
  now: () => Date;
}): OperationHandlers<'getProviderBoosts' | 'getBoostAvailability' | 'startBoost' | 'exportBoostReport'> {
  return {
    getProviderBoosts: async (c, _input, reply) => {
      const { providerId } = await requireBusiness(c, db);
      const zipOptions = await db.query<{ code: string; city: string; state: string }>(
        `select distinct on (left(l.zipcode, 5)) left(l.zipcode, 5) as code,
                coalesce((select ci.name from cities ci where ci.id = l.city_id), '') as city,
                coalesce((select coalesce(st.code, st.name) from states st where st.id = l.state_id), '') as state
           from provider_locations l
          where l.provider_id = $1 and l.removed_at is null and l.zipcode ~ '^[0-9]{5}'
          order by left(l.zipcode, 5), l.id`,
        [providerId],
      );
      const boosts = await listProviderBoosts(db, providerId);
      const reports = await boostReports(db, providerId, now());
      return reply(200, {
        status: 200,
        data: {
          zipOptions,
          boosts: boosts.map((boost) => ({
            ...boost,
            startsAt: boost.startsAt.toISOString(),
            endsAt: boost.endsAt.toISOString(),
            report: shownReport(reports.get(boost.id)),
          })),
        },
      });
    },

    exportBoostReport: async (c, _input, reply) => {
      const { providerId } = await requireBusiness(c, db);
      const [business] = await db.query<{ business_name: string }>(
        'select business_name from service_providers where id = $1',
        [providerId],
      );
      const reports = await boostReports(db, providerId, now());
      const reported = (await listProviderBoosts(db, providerId)).flatMap((boost) => {
        const report = reports.get(boost.id);
        return report ? [{ ...boost, report }] : [];
      });
      return reply(200, {
        status: 200,
        filename: BOOST_REPORT_FILE,
        csv: boostReportCsv(business?.business_name ?? '', reported),
      });
    },

    getBoostAvailability: async (c, { query }, reply) => {
      await requireProviderUser(c);
      const zipCode = boostZipCode(query.zipCode);
      if (!zipCode) return reply.error(400, INVALID_ZIP);
      const unknown = unknownZipMessage(zipCode);
      if (unknown) return reply.error(400, unknown);
      const availability = await boostAvailability(db, zipCode, now());
      const shown = (type: 'medical' | 'legal') => ({
        ...availability[type],
        currentProviders: availability[type].currentProviders.map((entry) => ({
          name: entry.name,
          endsAt: entry.endsAt.toISOString(),
        })),
      });
      return reply(200, { status: 200, data: { zipCode, medical: shown('medical'), legal: shown('legal') } });
    },

    startBoost: async (c, { body }, reply) => {
      const {
        requestUser: { user },
        providerId,
      } = await requireBusiness(c, db);
      const zipCode = boostZipCode(body.zipCode);
      if (!zipCode) return reply.error(400, INVALID_ZIP);
      const refusal = await boostPlaceRefusal(db, { providerId, zipCode, type: body.boostType });
      if (refusal) return reply.error(400, refusal);
      try {
        const started = await startBoostCheckout({
          db,
          payments,
          owner: { id: user.id, email: user.email },
          providerId,
          zipCode,
          type: body.boostType,
          duration: body.duration,
          now: now(),
        });
        if (started.kind === 'full') return reply.error(409, noSlotLeft(zipCode, body.boostType));
        if (started.kind === 'already-yours') return reply.error(409, slotAlreadyYours(zipCode, body.boostType));
        return reply(201, { status: 201, data: { sessionId: started.sessionId, url: started.url } });
      } catch (error) {
        if (error instanceof GatewayUnavailable) return reply.error(503, error.message);
        if (error instanceof CheckoutRefused) return reply.error(409, error.message);
        throw error;
      }
    },
  };
}
