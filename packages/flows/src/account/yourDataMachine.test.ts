import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type AccountDeletionResult, yourDataMachine, yourDataMessages } from './yourDataMachine';

function start(
  deleteAccount: (input: { password: string; code: string | null }) => Promise<AccountDeletionResult>,
  exportData: () => Promise<void> = async () => undefined,
) {
  const actor = createActor(
    yourDataMachine.provide({
      actors: {
        exportData: fromPromise(exportData),
        deleteAccount: fromPromise(({ input }) => deleteAccount(input)),
      },
    }),
  );
  const deleted: string[] = [];
  actor.on('account.deleted', (event) => deleted.push(event.type));
  actor.start();
  return { actor, deleted };
}

describe('your data', () => {
  it('says why a download failed, and can try again', async () => {
    let calls = 0;
    const { actor } = start(
      async () => ({ deleted: true }),
      async () => {
        calls++;
        if (calls === 1) throw new Error('');
      },
    );
    actor.send({ type: 'export' });
    await waitFor(actor, (s) => s.matches({ download: 'idle' }) && s.context.exportError !== null);
    expect(actor.getSnapshot().context.exportError).toBe(yourDataMessages.exportFailed);
    actor.send({ type: 'export' });
    await waitFor(actor, (s) => s.matches({ download: 'idle' }) && calls === 2);
    expect(actor.getSnapshot().context.exportError).toBeNull();
  });

  it('asks for the password, then for the mailed code in step-up, and deletes with both', async () => {
    const sent: { password: string; code: string | null }[] = [];
    const { actor, deleted } = start(async (input) => {
      sent.push(input);
      if (input.password !== 'right')
        return { deleted: false, message: 'That password is not right.', codeRequired: false };
      if (input.code === null) return { deleted: false, message: 'We sent a code.', codeRequired: true };
      return { deleted: true };
    });
    actor.send({ type: 'delete.open' });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().context.deleteError).toBe(yourDataMessages.passwordRequired);

    actor.send({ type: 'password.change', value: 'wrong' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches({ deletion: 'editing' }) && sent.length === 1);
    expect(actor.getSnapshot().context).toMatchObject({ deleteError: 'That password is not right.', code: null });

    actor.send({ type: 'password.change', value: 'right' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches({ deletion: 'editing' }) && sent.length === 2);
    expect(actor.getSnapshot().context).toMatchObject({ deleteError: 'We sent a code.', code: '' });

    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches({ deletion: 'deleted' }));
    expect(sent[2]).toEqual({ password: 'right', code: '123456' });
    expect(deleted).toEqual(['account.deleted']);
  });

  it('cancelling forgets the password', async () => {
    const { actor } = start(async () => ({ deleted: true }));
    actor.send({ type: 'delete.open' });
    actor.send({ type: 'password.change', value: 'secret' });
    actor.send({ type: 'delete.cancel' });
    actor.send({ type: 'delete.open' });
    expect(actor.getSnapshot().context.password).toBe('');
  });
});
