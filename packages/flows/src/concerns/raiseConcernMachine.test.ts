import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { type RaiseConcernEmitted, raiseConcernMachine } from './raiseConcernMachine';
import type { ConcernForm, RaiseConcernInput } from './validateConcern';

type Settle = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** A fake raise_concern whose answers the test releases by hand. */
function manual() {
  const calls: RaiseConcernInput[] = [];
  const pending: Settle[] = [];
  const next = () => {
    const settle = pending.shift();
    if (!settle) throw new Error('raiseConcern was not called');
    return settle;
  };
  const actor = fromPromise<unknown, RaiseConcernInput>(
    ({ input }) =>
      new Promise<unknown>((resolve, reject) => {
        calls.push(input);
        pending.push({ resolve, reject });
      }),
  );
  return {
    actor,
    calls,
    resolve: (value?: unknown) => next().resolve(value),
    reject: (e: unknown) => next().reject(e),
  };
}

function start() {
  const raise = manual();
  const clock = new SimulatedClock();
  const actor = createActor(raiseConcernMachine.provide({ actors: { raiseConcern: raise.actor } }), {
    clock,
    input: { userId: 'u-1' },
  });
  const emitted: RaiseConcernEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const fill = (form: Partial<ConcernForm> = {}) => {
    const { title, description, priority } = { title: 'Late reply', description: 'No answer', ...form };
    actor.send({ type: 'field.change', field: 'title', value: title });
    actor.send({ type: 'field.change', field: 'description', value: description });
    if (priority !== undefined) actor.send({ type: 'field.change', field: 'priority', value: priority });
  };
  const value = () => actor.getSnapshot().value;
  return { actor, clock, emitted, raise, fill, value };
}

const success = { type: 'toast', tone: 'success', message: 'Concern raised successfully', timeout: 2000 };

/** Opens the modal, fills it, submits and lets raise_concern succeed. */
async function raiseOne(started: ReturnType<typeof start>) {
  started.actor.send({ type: 'concern.open' });
  started.fill();
  started.actor.send({ type: 'form.submit' });
  started.raise.resolve({ message: 'ok' });
  await waitFor(started.actor, (state) => state.matches({ modal: 'closed' }));
}

describe('raiseConcernMachine', () => {
  it('starts closed with an empty form whose priority is low', () => {
    const { actor, value } = start();
    expect(value()).toEqual({ modal: 'closed', refresh: 'idle' });
    expect(actor.getSnapshot().context.form).toEqual({ title: '', description: '', priority: 'low' });
  });

  it("'concern.open' opens the modal for editing; fields change", () => {
    const { actor, value, fill } = start();
    actor.send({ type: 'concern.open' });
    expect(value()).toEqual({ modal: { open: 'editing' }, refresh: 'idle' });
    fill({ priority: 'urgent' });
    expect(actor.getSnapshot().context.form).toEqual({
      title: 'Late reply',
      description: 'No answer',
      priority: 'urgent',
    });
  });

  it('fields cannot change while the modal is closed', () => {
    const { actor, fill } = start();
    fill();
    expect(actor.getSnapshot().context.form.title).toBe('');
  });

  it("'concern.cancel' closes the modal and resets the form", () => {
    const { actor, value, fill, emitted } = start();
    actor.send({ type: 'concern.open' });
    fill({ priority: 'high' });
    actor.send({ type: 'concern.cancel' });
    expect(value()).toEqual({ modal: 'closed', refresh: 'idle' });
    expect(actor.getSnapshot().context.form).toEqual({ title: '', description: '', priority: 'low' });
    actor.send({ type: 'concern.open' });
    expect(actor.getSnapshot().context.form).toEqual({ title: '', description: '', priority: 'low' });
    expect(emitted).toEqual([]);
  });

  it.each<[string, Partial<ConcernForm>]>([
    ['an empty form', { title: '', description: '' }],
    ['a blank title', { title: '  ' }],
    ['a blank description', { description: '' }],
    ['no priority', { priority: '' }],
  ])("%s toasts 'Please fill in all fields' and calls nothing", (_name, form) => {
    const { actor, value, fill, emitted, raise } = start();
    actor.send({ type: 'concern.open' });
    fill(form);
    actor.send({ type: 'form.submit' });
    expect(value()).toEqual({ modal: { open: 'editing' }, refresh: 'idle' });
    expect(emitted).toEqual([{ type: 'toast', tone: 'critical', message: 'Please fill in all fields' }]);
    expect(raise.calls).toEqual([]);
  });

  it('a valid form is sent trimmed, with the default priority; the form is locked meanwhile', () => {
    const { actor, value, fill, raise } = start();
    actor.send({ type: 'concern.open' });
    fill({ title: ' Late reply ', priority: undefined });
    actor.send({ type: 'form.submit' });
    expect(value()).toEqual({ modal: { open: 'submitting' }, refresh: 'idle' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'title', value: 'Other' });
    actor.send({ type: 'concern.cancel' });
    expect(value()).toEqual({ modal: { open: 'submitting' }, refresh: 'idle' });
    expect(raise.calls).toEqual([{ user_id: 'u-1', title: 'Late reply', description: 'No answer', priority: 'low' }]);
    expect(actor.getSnapshot().context.form.title).toBe(' Late reply ');
  });

  it('success toasts for 2 s, closes and resets the modal, then asks for a refresh 2.3 s later', async () => {
    const started = start();
    const { actor, clock, emitted, value } = started;
    await raiseOne(started);
    expect(value()).toEqual({ modal: 'closed', refresh: 'waiting' });
    expect(actor.getSnapshot().context.form).toEqual({ title: '', description: '', priority: 'low' });
    expect(emitted).toEqual([success]);
    clock.increment(2299);
    expect(emitted).toEqual([success]);
    expect(value()).toEqual({ modal: 'closed', refresh: 'waiting' });
    clock.increment(1);
    expect(emitted).toEqual([success, { type: 'concerns.refresh' }]);
    expect(value()).toEqual({ modal: 'closed', refresh: 'idle' });
    clock.increment(10_000);
    expect(emitted).toHaveLength(2);
  });

  it('reopening the modal within the 2.3 s does not lose the refresh', async () => {
    const started = start();
    const { actor, clock, emitted, value } = started;
    await raiseOne(started);
    clock.increment(1000);
    actor.send({ type: 'concern.open' });
    clock.increment(1300);
    expect(value()).toEqual({ modal: { open: 'editing' }, refresh: 'idle' });
    expect(emitted).toEqual([success, { type: 'concerns.refresh' }]);
  });

  it('a second raise within the 2.3 s restarts the wait, and refreshes once', async () => {
    const started = start();
    const { clock, emitted } = started;
    await raiseOne(started);
    clock.increment(2000);
    await raiseOne(started);
    clock.increment(2299);
    expect(emitted).toEqual([success, success]);
    clock.increment(1);
    expect(emitted).toEqual([success, success, { type: 'concerns.refresh' }]);
  });

  it('the refresh delay can be shortened through provide', async () => {
    const raise = fromPromise<unknown, RaiseConcernInput>(async () => undefined);
    const clock = new SimulatedClock();
    const actor = createActor(
      raiseConcernMachine.provide({ actors: { raiseConcern: raise }, delays: { refreshList: 10 } }),
      { clock, input: { userId: 'u-1' } },
    );
    const emitted: RaiseConcernEmitted[] = [];
    actor.on('concerns.refresh', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'concern.open' });
    actor.send({ type: 'field.change', field: 'title', value: 'T' });
    actor.send({ type: 'field.change', field: 'description', value: 'D' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (state) => state.matches({ refresh: 'waiting' }));
    clock.increment(10);
    expect(emitted).toEqual([{ type: 'concerns.refresh' }]);
  });

  it.each<[string, unknown, string]>([
    ['a server message', { status: 400, message: 'Title is too long' }, 'Title is too long'],
    ['an Error with a message', new Error('Network down'), 'Network down'],
    ['no message', undefined, 'Could not raise the concern. Please try again.'],
  ])('failure with %s stays open with the form kept and toasts it', async (_name, error, message) => {
    const { actor, value, fill, emitted, raise, clock } = start();
    actor.send({ type: 'concern.open' });
    fill();
    actor.send({ type: 'form.submit' });
    raise.reject(error);
    await waitFor(actor, (state) => state.matches({ modal: { open: 'editing' } }));
    expect(value()).toEqual({ modal: { open: 'editing' }, refresh: 'idle' });
    expect(actor.getSnapshot().context.form.title).toBe('Late reply');
    expect(emitted).toEqual([{ type: 'toast', tone: 'critical', message }]);
    clock.increment(5000);
    expect(emitted).toHaveLength(1);
  });

  it('after a failure the customer can submit again', async () => {
    const { actor, value, fill, raise } = start();
    actor.send({ type: 'concern.open' });
    fill();
    actor.send({ type: 'form.submit' });
    raise.reject(new Error('Network down'));
    await waitFor(actor, (state) => state.matches({ modal: { open: 'editing' } }));
    actor.send({ type: 'form.submit' });
    raise.resolve();
    await waitFor(actor, (state) => state.matches({ modal: 'closed' }));
    expect(value()).toEqual({ modal: 'closed', refresh: 'waiting' });
    expect(raise.calls).toHaveLength(2);
  });
});
