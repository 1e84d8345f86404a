import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requireUser } from '../auth/request-user';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import { notifyAdmins } from '../notifications/admin-notifications';
import { CheckoutRefused, GatewayUnavailable, type Payments } from '../payments/payments';
import { requireBusiness } from '../provider/provider-access';
import {
  cancelRegistration,
  listOpenEvents,
  NOT_REGISTERED,
  REGISTRATION_CANCELLED,
  registerForEvent,
} from './event-registrations';
import {
  EVENT_NOT_FOUND,
  eventInputProblem,
  findEvent,
  insertEvent,
  listEvents,
  listRegistrants,
  updateEvent,
} from './provider-events';

export const CUSTOMERS_ONLY = 'Only customer accounts can register for events.';
export const EVENT_DELETED = 'The event is deleted.';

async function requireCustomer(c: Context) {
  const requestUser = await requireUser(c);
  if (requestUser.user.user_type !== 'customer') throw new HTTPException(403, { message: CUSTOMERS_ONLY });
  return requestUser;
}

export function eventHandlers({
  db,
  payments,
  now,
}: {
  db: Db;
  payments: Payments;
  now: () => Date;
}): OperationHandlers<
  | 'listProviderEvents'
  | 'createProviderEvent'
  | 'updateProviderEvent'
  | 'deleteProviderEvent'
  | 'listEventRegistrations'
  | 'listPublicEvents'
  | 'registerForEvent'
  | 'cancelEventRegistration'
> {
  const today = () => now().toISOString().slice(0, 10);
  const business = async (c: Context) => {
    const { providerId, businessName } = await requireBusiness(c, db);
    return { id: providerId, businessName };
  };

  return {
    listProviderEvents: async (c, _input, reply) => {
      const { id } = await business(c);
      return reply(200, { status: 200, data: await listEvents(db, id) });
    },

    createProviderEvent: async (c, { body }, reply) => {
      const owner = await business(c);
      const problem = eventInputProblem(body, today());
      if (problem) return reply.error(400, problem);
      const id = await db.transaction(async (tx) => {
        const created = await insertEvent(tx, owner.id, body, now());
        await notifyAdmins(tx, {
          title: 'Event awaiting approval',
          message: `${owner.businessName} submitted "${body.title.trim()}" for ${body.date}.`,
          type: 'info',
          about: { kind: 'eventPending', target: created },
        });
        return created;
      });
      const event = await findEvent(db, owner.id, id);
      if (!event) throw new Error(`Event ${id} vanished.`);
      return reply(201, { status: 201, data: event });
    },

    updateProviderEvent: async (c, { params, body }, reply) => {
      const owner = await business(c);
      const problem = eventInputProblem(body, today());
      if (problem) return reply.error(400, problem);
      const result = await updateEvent(db, owner.id, params.eventId, body);
      if (result === 'not-found') return reply.error(404, EVENT_NOT_FOUND);
      if (typeof result === 'object') {
        return reply.error(400, `Max attendees cannot be below the ${result.tooFew} people already registered.`);
      }
      const event = await findEvent(db, owner.id, params.eventId);
      if (!event) return reply.error(404, EVENT_NOT_FOUND);
      return reply(200, { status: 200, data: event });
    },

    deleteProviderEvent: async (c, { params }, reply) => {
      const owner = await business(c);
      const rows = await db.query('delete from events where id = $1 and provider_id = $2 returning id', [
        params.eventId,
        owner.id,
      ]);
      if (rows.length === 0) return reply.error(404, EVENT_NOT_FOUND);
      return reply(200, { status: 200, message: EVENT_DELETED });
    },

    listEventRegistrations: async (c, { params }, reply) => {
      const owner = await business(c);
      if (!(await findEvent(db, owner.id, params.eventId))) return reply.error(404, EVENT_NOT_FOUND);
      return reply(200, { status: 200, data: await listRegistrants(db, params.eventId) });
    },

    listPublicEvents: async (c, { query }, reply) => {
      const { user } = await requireUser(c);
      const events = await listOpenEvents(db, {
        userId: user.id,
        providerId: query.providerId ?? null,
        today: today(),
      });
      return reply(200, { status: 200, data: events });
    },

    registerForEvent: async (c, { params }, reply) => {
      const { user } = await requireCustomer(c);
      try {
        const result = await registerForEvent({ db, payments, user, eventId: params.eventId, now: now() });
        if ('refused' in result) return reply.error(result.refused, result.message);
        return reply(200, {
          status: 200,
          data: { outcome: result.outcome, url: result.outcome === 'checkout' ? result.url : null },
        });
      } catch (error) {
        if (error instanceof GatewayUnavailable) return reply.error(503, error.message);
        if (error instanceof CheckoutRefused) return reply.error(409, error.message);
        throw error;
      }
    },

    cancelEventRegistration: async (c, { params }, reply) => {
      const { user } = await requireCustomer(c);
      if (!(await cancelRegistration(db, params.eventId, user.id))) return reply.error(404, NOT_REGISTERED);
      return reply(200, { status: 200, message: REGISTRATION_CANCELLED });
    },
  };
}
