import type { Context } from 'hono';
import { requireOwnAccount } from '../auth/own-account';
import type { Db } from '../db/db';
import type { OperationHandlers } from '../http/api-router';
import { errorResponse } from '../http/error-response';
import { notifyAdmins } from '../notifications/admin-notifications';
import { type ConcernPriority, insertConcern, listConcerns } from './concern-queries';

// spec 5 and 8: the concern form's own messages, so the server and the app say the same.
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';
export const CONCERN_RAISED = 'Concern raised successfully';

interface RaiseConcernBody {
  user_id: string;
  title: string;
  description: string;
  priority: ConcernPriority;
}

/** What every admin's bell says when a customer raises an urgent concern. */
export const urgentConcernNotice = (who: string, title: string) => ({
  title: 'Urgent concern raised',
  message: `${who} raised an urgent concern: “${title}”.`,
  type: 'error' as const,
});

const pathId = (input: { params: Record<string, unknown> }) => String(input.params.id);

export function concernHandlers({ db, now }: { db: Db; now: () => Date }): OperationHandlers {
  return {
    raiseConcern: async (c: Context, input) => {
      const body = input.body as RaiseConcernBody;
      const { user } = await requireOwnAccount(c, body.user_id);
      const title = body.title.trim();
      const description = body.description.trim();
      // Blank after trimming is empty: the contract only bounds the lengths.
      if (!title || !description) return errorResponse(c, 400, FILL_IN_ALL_FIELDS);
      const ticket = await db.transaction(async (tx) => {
        const raised = await insertConcern(tx, {
          userId: user.id,
          title,
          description,
          priority: body.priority,
          createdAt: now(),
        });
        if (raised.priority === 'urgent') await notifyAdmins(tx, urgentConcernNotice(user.name || user.email, title));
        return raised;
      });
      return c.json({ status: 200, success: true, message: CONCERN_RAISED, data: ticket }, 200);
    },

    listConcerns: async (c, input) => {
      const { user } = await requireOwnAccount(c, pathId(input));
      return c.json({ status: 200, success: true, tickets: await listConcerns(db, user.id) }, 200);
    },
  };
}
