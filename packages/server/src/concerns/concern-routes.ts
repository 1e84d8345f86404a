import { requireOwnAccount, requireOwnCustomerAccount } from '../auth/own-account';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/operation-handlers';
import { type AdminNotification, notifyAdmins } from '../notifications/admin-notifications';
import { concernQuotaRefusal, insertConcern, listConcerns } from './concern-queries';

// spec 5 and 8: the concern form's own messages, so the server and the app say the same.
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';
export const CONCERN_RAISED = 'Concern raised successfully';
export const CUSTOMERS_ONLY_CONCERNS = 'Only customer accounts can raise concerns.';

/** What every admin's bell says when a customer raises an urgent concern. */
export const urgentConcernNotice = (who: string, title: string, concernId: number): AdminNotification => ({
  title: 'Urgent concern raised',
  message: `${who} raised an urgent concern: “${title}”.`,
  type: 'error',
  // The bell item opens the concern itself on the admin's Concerns screen.
  about: { kind: 'urgentConcern', target: String(concernId) },
});

export function concernHandlers({
  db,
  now,
}: {
  db: Db;
  now: () => Date;
}): OperationHandlers<'raiseConcern' | 'listConcerns'> {
  return {
    raiseConcern: async (c, { body }, reply) => {
      const { user } = await requireOwnCustomerAccount(c, body.user_id, CUSTOMERS_ONLY_CONCERNS);
      const title = body.title.trim();
      const description = body.description.trim();
      // Blank after trimming is empty: the contract only bounds the lengths.
      if (!title || !description) return reply.error(400, FILL_IN_ALL_FIELDS);
      const createdAt = now();
      const ticket = await db.transaction(async (tx) => {
        const refusal = await concernQuotaRefusal(tx, user.id, createdAt);
        if (refusal) return refusal;
        const raised = await insertConcern(tx, {
          userId: user.id,
          title,
          description,
          priority: body.priority,
          createdAt,
        });
        if (raised.priority === 'urgent')
          await notifyAdmins(tx, urgentConcernNotice(user.name || user.email, title, raised.id));
        return raised;
      });
      if (typeof ticket === 'string') return reply.error(429, ticket);
      return reply(200, { status: 200, success: true, message: CONCERN_RAISED, data: ticket });
    },

    listConcerns: async (c, { params }, reply) => {
      const { user } = await requireOwnAccount(c, params.id);
      return reply(200, { status: 200, success: true, tickets: await listConcerns(db, user.id) });
    },
  };
}
