import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/describe-each-driver';
import { notifyAdmins } from './admin-notifications';

describeEachDriver('notifyAdmins', (t) => {
  const titled = (title: string) =>
    t.db.query<{ message: string; type: string; is_read: boolean }>(
      'select message, type, is_read from system_notifications where title = $1',
      [title],
    );

  it('adds an unread notification, info unless told otherwise', async () => {
    await notifyAdmins(t.db, { title: 'New provider registered', message: 'Sunrise Physio signed up.' });
    await notifyAdmins(t.db, { title: 'Payment failed', message: 'A renewal was declined.', type: 'error' });
    expect(await titled('New provider registered')).toEqual([
      { message: 'Sunrise Physio signed up.', type: 'info', is_read: false },
    ]);
    expect(await titled('Payment failed')).toEqual([
      { message: 'A renewal was declined.', type: 'error', is_read: false },
    ]);
  });

  it('is undone with the transaction that caused it', async () => {
    await t.db
      .transaction(async (tx) => {
        await notifyAdmins(tx, { title: 'Rolled back', message: 'Never happened.' });
        throw new Error('abort');
      })
      .catch(() => undefined);
    expect(await titled('Rolled back')).toEqual([]);
  });
});
