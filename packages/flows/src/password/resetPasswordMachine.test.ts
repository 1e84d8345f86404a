import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { advanceClock } from '../testing/advanceClock';
import {
  type ResetPasswordEmitted,
  resetPasswordMachine,
  type UpdatePasswordInput,
  validateNewPassword,
} from './resetPasswordMachine';

type Settle = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

function manual() {
  const pending: Settle[] = [];
  const track = () => new Promise<unknown>((resolve, reject) => pending.push({ resolve, reject }));
  const next = () => {
    const settle = pending.shift();
    if (!settle) throw new Error('no pending call');
    return settle;
  };
  return { track, resolve: (value?: unknown) => next().resolve(value), reject: (e: unknown) => next().reject(e) };
}

function start() {
  const session = manual();
  const update = manual();
  const updateCalls: UpdatePasswordInput[] = [];
  const clock = new SimulatedClock();
  const machine = resetPasswordMachine.provide({
    actors: {
      getSession: fromPromise<boolean>(() => session.track() as Promise<boolean>),
      updatePassword: fromPromise<unknown, UpdatePasswordInput>(({ input }) => {
        updateCalls.push(input);
        return update.track();
      }),
    },
  });
  const actor = createActor(machine, { clock });
  const emitted: ResetPasswordEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, emitted, session, update, updateCalls };
}

type Started = ReturnType<typeof start>;

async function withSession(started: Started) {
  started.session.resolve(true);
  await waitFor(started.actor, (s) => s.matches('idle'));
}

function enter(started: Started, password: string, confirmPassword = password) {
  started.actor.send({ type: 'field.change', field: 'password', value: password });
  started.actor.send({ type: 'field.change', field: 'confirmPassword', value: confirmPassword });
}

describe('validateNewPassword', () => {
  it.each<[string, string, string | null]>([
    ['Secret123', 'Secret123', null],
    ['12345678', '12345678', null],
    ['Secret123', 'Secret124', 'Passwords do not match'],
    ['short', 'other', 'Passwords do not match'],
    ['short', 'short', 'Password must be at least 8 characters long'],
    ['1234567', '1234567', 'Password must be at least 8 characters long'],
    ['', '', 'Password must be at least 8 characters long'],
  ])('%j / %j → %j', (password, confirmPassword, expected) => {
    expect(validateNewPassword(password, confirmPassword)).toBe(expected);
  });
});

describe('resetPasswordMachine', () => {
  it('checks the session first, with the form not yet usable', () => {
    const { actor, updateCalls } = start();
    expect(actor.getSnapshot().value).toBe('checkingSession');
    actor.send({ type: 'field.change', field: 'password', value: 'Secret123' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.password).toBe('');
    expect(updateCalls).toEqual([]);
  });

  it('with a session the form is shown', async () => {
    const started = start();
    await withSession(started);
    expect(started.actor.getSnapshot().context).toEqual({
      password: '',
      confirmPassword: '',
      showPassword: false,
      showConfirmPassword: false,
      error: null,
    });
    expect(started.emitted).toEqual([]);
  });

  it.each<[string, (s: Started) => void]>([
    ['no session', (s) => s.session.resolve(false)],
    ['a failed session check', (s) => s.session.reject(new Error('offline'))],
  ])('%s ends on the expired-link screen without redirecting', async (_name, answer) => {
    const started = start();
    answer(started);
    await waitFor(started.actor, (s) => s.status === 'done');
    expect(started.actor.getSnapshot().value).toBe('linkExpired');
    expect(started.emitted).toEqual([]);
  });

  it('mismatch is reported before length, and nothing is sent', async () => {
    const started = start();
    await withSession(started);
    enter(started, 'short', 'shorter');
    started.actor.send({ type: 'form.submit' });
    expect(started.actor.getSnapshot().context.error).toBe('Passwords do not match');
    enter(started, 'short');
    started.actor.send({ type: 'form.submit' });
    expect(started.actor.getSnapshot().context.error).toBe('Password must be at least 8 characters long');
    expect(started.actor.getSnapshot().value).toBe('idle');
    expect(started.updateCalls).toEqual([]);
  });

  it('editing either field clears the error', async () => {
    const started = start();
    await withSession(started);
    started.actor.send({ type: 'form.submit' });
    expect(started.actor.getSnapshot().context.error).not.toBeNull();
    started.actor.send({ type: 'field.change', field: 'confirmPassword', value: 'x' });
    expect(started.actor.getSnapshot().context.error).toBeNull();
    started.actor.send({ type: 'form.submit' });
    started.actor.send({ type: 'field.change', field: 'password', value: 'x' });
    expect(started.actor.getSnapshot().context.error).toBeNull();
  });

  it('show/hide toggles each field on its own', async () => {
    const started = start();
    await withSession(started);
    started.actor.send({ type: 'password.toggleVisibility', field: 'password' });
    expect(started.actor.getSnapshot().context).toMatchObject({ showPassword: true, showConfirmPassword: false });
    started.actor.send({ type: 'password.toggleVisibility', field: 'confirmPassword' });
    started.actor.send({ type: 'password.toggleVisibility', field: 'password' });
    expect(started.actor.getSnapshot().context).toMatchObject({ showPassword: false, showConfirmPassword: true });
  });

  it("success shows 'Password Reset Successful', then redirects to login after exactly 2 s", async () => {
    const started = start();
    await withSession(started);
    enter(started, 'Secret123');
    started.actor.send({ type: 'form.submit' });
    expect(started.actor.getSnapshot().value).toBe('submitting');
    started.actor.send({ type: 'form.submit' });
    expect(started.updateCalls).toEqual([{ password: 'Secret123' }]);
    started.update.resolve({ user: {} });
    await waitFor(started.actor, (s) => s.matches('success'));
    started.clock.increment(1999);
    expect(started.emitted).toEqual([]);
    expect(started.actor.getSnapshot().value).toBe('success');
    started.clock.increment(1);
    expect(started.emitted).toEqual([{ type: 'redirect.login' }]);
    expect(started.actor.getSnapshot().status).toBe('done');
    advanceClock(started.clock, 10_000);
    expect(started.emitted).toHaveLength(1);
  });

  it.each<[string, unknown, string]>([
    [
      "the server's message",
      new Error('New password should be different from the old password.'),
      'New password should be different from the old password.',
    ],
    ['an API error body', { status: 422, message: 'Password is too weak' }, 'Password is too weak'],
    ['an unexpected failure', new Error(), 'Failed to reset password. Please try again.'],
    ['a non-error', 'boom', 'Failed to reset password. Please try again.'],
  ])('failure shows %s and lets the visitor try again', async (_name, error, message) => {
    const started = start();
    await withSession(started);
    enter(started, 'Secret123');
    started.actor.send({ type: 'form.submit' });
    started.update.reject(error);
    await waitFor(started.actor, (s) => s.matches('idle'));
    expect(started.actor.getSnapshot().context.error).toBe(message);
    expect(started.emitted).toEqual([]);
    started.actor.send({ type: 'form.submit' });
    expect(started.actor.getSnapshot().value).toBe('submitting');
    expect(started.actor.getSnapshot().context.error).toBeNull();
  });

  it('the redirect delay can be shortened through provide', async () => {
    const clock = new SimulatedClock();
    const machine = resetPasswordMachine.provide({
      actors: {
        getSession: fromPromise<boolean>(async () => true),
        updatePassword: fromPromise<unknown, UpdatePasswordInput>(async () => undefined),
      },
      delays: { redirectAfterSuccess: 10 },
    });
    const actor = createActor(machine, { clock }).start();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'field.change', field: 'password', value: 'Secret123' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'Secret123' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('success'));
    clock.increment(10);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
