import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { forgotPasswordMachine, type RequestResetInput } from './forgotPasswordMachine';

type Settle = { resolve: () => void; reject: (error: unknown) => void };

function start() {
  const calls: RequestResetInput[] = [];
  const pending: Settle[] = [];
  const requestReset = fromPromise<unknown, RequestResetInput>(
    ({ input }) =>
      new Promise<unknown>((resolve, reject) => {
        calls.push(input);
        pending.push({ resolve: () => resolve(undefined), reject });
      }),
  );
  const actor = createActor(forgotPasswordMachine.provide({ actors: { requestReset } }), {
    clock: new SimulatedClock(),
  }).start();
  const next = () => {
    const settle = pending.shift();
    if (!settle) throw new Error('requestReset was not called');
    return settle;
  };
  return { actor, calls, resolve: () => next().resolve(), reject: (error: unknown) => next().reject(error) };
}

describe('forgotPasswordMachine', () => {
  it('starts idle with an empty address', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ email: '', error: null });
  });

  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['casey.example.com', 'Please enter a valid email address'],
  ])('%j is refused with %j and nothing is sent', (email, message) => {
    const { actor, calls } = start();
    actor.send({ type: 'field.change', field: 'email', value: email });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(calls).toEqual([]);
  });

  it('editing the address clears the error', () => {
    const { actor } = start();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'email', value: 'c' });
    expect(actor.getSnapshot().context).toEqual({ email: 'c', error: null });
  });

  it('submitting sends the trimmed address once; the form is locked meanwhile', () => {
    const { actor, calls } = start();
    actor.send({ type: 'field.change', field: 'email', value: ' casey@example.com ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'email', value: 'other@example.com' });
    expect(calls).toEqual([{ email: 'casey@example.com' }]);
    expect(actor.getSnapshot().context.email).toBe(' casey@example.com ');
  });

  it("success ends on 'sent' and keeps the address for 'Check your email'", async () => {
    const { actor, resolve } = start();
    actor.send({ type: 'field.change', field: 'email', value: 'casey@example.com' });
    actor.send({ type: 'form.submit' });
    resolve();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().output).toEqual({ email: 'casey@example.com' });
  });

  it.each<[string, unknown, string]>([
    [
      'email not confirmed',
      new Error('Email not confirmed'),
      'Please verify your email address first before resetting your password.',
    ],
    [
      'user not found',
      new Error('User not found'),
      'This email is not registered in our system. Please check your email or sign up for a new account.',
    ],
    ['another message', new Error('Email rate limit exceeded'), 'Email rate limit exceeded'],
    ['an unexpected failure', undefined, 'Failed to send reset email. Please try again.'],
  ])('failure (%s) returns to idle with the mapped message', async (_name, error, message) => {
    const { actor, reject } = start();
    actor.send({ type: 'field.change', field: 'email', value: 'casey@example.com' });
    actor.send({ type: 'form.submit' });
    reject(error);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.error).toBe(message);
  });

  it('after a failure the visitor can edit and try again', async () => {
    const { actor, reject, resolve, calls } = start();
    actor.send({ type: 'field.change', field: 'email', value: 'casey@example.com' });
    actor.send({ type: 'form.submit' });
    reject(new Error('Invalid email'));
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'field.change', field: 'email', value: 'casey@example.org' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    resolve();
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([{ email: 'casey@example.com' }, { email: 'casey@example.org' }]);
  });
});
