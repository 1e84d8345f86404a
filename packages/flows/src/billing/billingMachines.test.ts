import { describe, expect, it } from 'vitest';
import { type AnyActor, createActor, fromPromise, waitFor } from 'xstate';
import { manualActor } from '../testing/manualActor';
import { BOOST_START_FAILED, type BoostOrder, boostMachine, boostRefusal } from './boostMachine';
import { busyCardId } from './paymentMethods';
import { type CardChange, type NewCardForm, paymentMethodsMachine } from './paymentMethodsMachine';
import { providerEventsMachine, providerEventsMessages, type SaveEventInput } from './providerEventsMachine';
import { type PlanChangeOutput, type PlanChangeRequest, subscriptionsMachine } from './subscriptionsMachine';

/** What `fetch` throws when there is no network: openapi-fetch passes it on. */
const networkDown = new TypeError('Failed to fetch');
const refused = (status: number, message: string) => ({ status, message });

/** Starts the actor, keeping what it emits. */
function started<Actor extends AnyActor>(actor: Actor) {
  const emitted: { type: string }[] = [];
  actor.on('*', (event: { type: string }) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('Subscriptions', () => {
  const start = () => {
    const changePlan = manualActor<PlanChangeRequest>();
    const keepPlan = manualActor<void>();
    const logic = subscriptionsMachine.provide({
      actors: {
        changePlan: fromPromise<PlanChangeOutput, PlanChangeRequest>(
          ({ input }) => changePlan.track(input) as Promise<PlanChangeOutput>,
        ),
        keepPlan: fromPromise<{ message: string }, void>(() => keepPlan.track() as Promise<{ message: string }>),
      },
    });
    return { changePlan, keepPlan, ...started(createActor(logic, { input: { interval: 'monthly' } })) };
  };

  it('asks before a downgrade; confirmed, it is scheduled for the billing date the server says', async () => {
    const { actor, changePlan, emitted } = start();
    actor.send({ type: 'plan.choose', planId: 'basic', button: 'downgrade' });
    expect(actor.getSnapshot().value).toBe('confirmingDowngrade');
    expect(changePlan.calls).toEqual([]);
    actor.send({ type: 'downgrade.dismiss' });
    expect(actor.getSnapshot().matches({ idle: 'ready' })).toBe(true);
    expect(changePlan.calls).toEqual([]);

    actor.send({ type: 'plan.choose', planId: 'basic', button: 'downgrade' });
    actor.send({ type: 'downgrade.confirm' });
    expect(actor.getSnapshot().value).toBe('changingPlan');
    changePlan.resolve({ outcome: 'scheduled', effectiveAt: '2026-12-26T12:00:00.000Z' });
    await waitFor(actor, (state) => state.matches('idle'));
    expect(changePlan.calls).toEqual([{ planId: 'basic', interval: 'monthly' }]);
    expect(actor.getSnapshot().context.result).toEqual({
      kind: 'scheduled',
      planId: 'basic',
      effectiveAt: '2026-12-26T12:00:00.000Z',
    });
    expect(emitted).toContainEqual({ type: 'billing.changed' });
  });

  it('opens the checkout of an upgrade at once, in the interval chosen, and keeps waiting while the page leaves', async () => {
    const { actor, changePlan, emitted } = start();
    actor.send({ type: 'interval.change', interval: 'yearly' });
    actor.send({ type: 'plan.choose', planId: 'enterprise', button: 'upgrade' });
    changePlan.resolve({ outcome: 'checkout', url: 'https://pay.example/cs_1' });
    await waitFor(actor, (state) => state.matches('openingCheckout'));
    expect(changePlan.calls).toEqual([{ planId: 'enterprise', interval: 'yearly' }]);
    expect(emitted).toContainEqual({ type: 'checkout.open', url: 'https://pay.example/cs_1' });
  });

  it('does nothing for the current plan', () => {
    const { actor, changePlan } = start();
    actor.send({ type: 'plan.choose', planId: 'premium', button: 'current' });
    expect(actor.getSnapshot().matches({ idle: 'ready' })).toBe(true);
    expect(changePlan.calls).toEqual([]);
  });

  it('a plan change that fails on the network ends in the error state, and Try again sends it again', async () => {
    const { actor, changePlan } = start();
    actor.send({ type: 'plan.choose', planId: 'enterprise', button: 'upgrade' });
    changePlan.reject(networkDown);
    await waitFor(actor, (state) => state.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.failure).toBe(
      'Your plan could not be changed. Check your connection and try again.',
    );
    actor.send({ type: 'request.retry' });
    expect(actor.getSnapshot().value).toBe('changingPlan');
    expect(actor.getSnapshot().context.failure).toBeNull();
    changePlan.resolve({ outcome: 'changed' });
    await waitFor(actor, (state) => state.matches({ idle: 'ready' }));
    expect(changePlan.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.result).toEqual({ kind: 'changed' });
  });

  it("'Keep my plan' that fails says so with the server's sentence and can be tried again", async () => {
    const { actor, keepPlan } = start();
    actor.send({ type: 'scheduled.keep' });
    keepPlan.reject(refused(503, 'The service is busy. Try again in a minute.'));
    await waitFor(actor, (state) => state.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.failure).toBe('The service is busy. Try again in a minute.');
    actor.send({ type: 'request.retry' });
    keepPlan.resolve({ message: 'Your plan stays as it is.' });
    await waitFor(actor, (state) => state.matches({ idle: 'ready' }));
    expect(actor.getSnapshot().context.result).toEqual({ kind: 'kept', message: 'Your plan stays as it is.' });
  });
});

describe('Payment Methods', () => {
  const visa: NewCardForm = { number: '4242 4242 4242 4242', expiry: '12/34', name: 'Pat Owner', cvv: '123' };
  const start = () => {
    const addCard = manualActor<NewCardForm>();
    const changeCard = manualActor<CardChange>();
    const logic = paymentMethodsMachine.provide({
      actors: {
        addCard: fromPromise<void, NewCardForm>(({ input }) => addCard.track(input) as Promise<void>),
        changeCard: fromPromise<void, CardChange>(({ input }) => changeCard.track(input) as Promise<void>),
      },
    });
    return { addCard, changeCard, ...started(createActor(logic)) };
  };
  const type = (actor: ReturnType<typeof start>['actor'], card: Partial<NewCardForm>) => {
    for (const [field, value] of Object.entries(card)) {
      actor.send({ type: 'card.change', field: field as keyof NewCardForm, value });
    }
  };

  it('adds a card only when every field is filled (no message otherwise), then empties the form', async () => {
    const { actor, addCard, emitted } = start();
    type(actor, { number: visa.number, expiry: visa.expiry, name: visa.name });
    actor.send({ type: 'card.submit' });
    expect(actor.getSnapshot().matches({ idle: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.formError).toBeNull();
    type(actor, { cvv: visa.cvv });
    actor.send({ type: 'card.submit' });
    expect(actor.getSnapshot().value).toBe('adding');
    addCard.resolve();
    await waitFor(actor, (state) => state.matches({ idle: 'ready' }));
    expect(addCard.calls).toEqual([visa]);
    expect(actor.getSnapshot().context.card).toEqual({ number: '', expiry: '', name: '', cvv: '' });
    expect(emitted).toContainEqual({ type: 'cards.changed' });
  });

  it('a declined card keeps the form and says why under it', async () => {
    const { actor, addCard } = start();
    type(actor, visa);
    actor.send({ type: 'card.submit' });
    addCard.reject(refused(402, 'Your card was declined. Try another card.'));
    await waitFor(actor, (state) => state.matches({ idle: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({
      card: visa,
      formError: 'Your card was declined. Try another card.',
      failure: null,
    });
  });

  it('adding or changing a card that fails on the network ends in the error state; Try again repeats it', async () => {
    const { actor, addCard, changeCard } = start();
    type(actor, visa);
    actor.send({ type: 'card.submit' });
    addCard.reject(networkDown);
    await waitFor(actor, (state) => state.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.failure).toBe(
      'The card could not be saved. Check your connection and try again.',
    );
    actor.send({ type: 'request.retry' });
    addCard.resolve();
    await waitFor(actor, (state) => state.matches({ idle: 'ready' }));
    expect(addCard.calls).toEqual([visa, visa]);

    actor.send({ type: 'card.setPrimary', cardId: 7 });
    expect(busyCardId(actor.getSnapshot().context, actor.getSnapshot().matches('changingCard'))).toBe(7);
    changeCard.reject(networkDown);
    await waitFor(actor, (state) => state.matches({ idle: 'failed' }));
    expect(busyCardId(actor.getSnapshot().context, actor.getSnapshot().matches('changingCard'))).toBeNull();
    expect(actor.getSnapshot().context.failure).toBe(
      'Your cards could not be changed. Check your connection and try again.',
    );
    actor.send({ type: 'request.retry' });
    changeCard.resolve();
    await waitFor(actor, (state) => state.matches({ idle: 'ready' }));
    expect(changeCard.calls).toEqual([
      { action: 'setPrimary', cardId: 7 },
      { action: 'setPrimary', cardId: 7 },
    ]);
  });
});

describe('Boost', () => {
  const start = () => {
    const startBoost = manualActor<BoostOrder>();
    const logic = boostMachine.provide({
      actors: {
        startBoost: fromPromise<{ url: string }, BoostOrder>(
          ({ input }) => startBoost.track(input) as Promise<{ url: string }>,
        ),
      },
    });
    return { startBoost, ...started(createActor(logic)) };
  };

  it('starts the boost chosen and opens its checkout', async () => {
    const { actor, startBoost, emitted } = start();
    actor.send({ type: 'type.change', boostType: 'legal' });
    actor.send({ type: 'duration.change', duration: 'quarterly' });
    actor.send({ type: 'boost.start', zipCode: '33101' });
    startBoost.resolve({ url: 'https://pay.example/cs_boost' });
    await waitFor(actor, (state) => state.matches('openingCheckout'));
    expect(startBoost.calls).toEqual([{ zipCode: '33101', boostType: 'legal', duration: 'quarterly' }]);
    expect(emitted).toContainEqual({ type: 'checkout.open', url: 'https://pay.example/cs_boost' });
  });

  it('a refusal stays under the ZIP code while that ZIP code and type are chosen', async () => {
    const { actor, startBoost, emitted } = start();
    actor.send({ type: 'boost.start', zipCode: '90210' });
    startBoost.reject(refused(400, 'Boost a ZIP code of one of your locations.'));
    await waitFor(actor, (state) => state.matches({ idle: 'ready' }));
    expect(boostRefusal(actor.getSnapshot().context, '90210')).toBe('Boost a ZIP code of one of your locations.');
    expect(emitted).toContainEqual({ type: 'availability.stale' });
    actor.send({ type: 'type.change', boostType: 'legal' });
    expect(boostRefusal(actor.getSnapshot().context, '90210')).toBeNull();
  });

  it('a start that fails on the network ends in the error state, and Try again sends the same order', async () => {
    const { actor, startBoost } = start();
    actor.send({ type: 'boost.start', zipCode: '33101' });
    startBoost.reject(networkDown);
    await waitFor(actor, (state) => state.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.failure).toBe(BOOST_START_FAILED);
    actor.send({ type: 'request.retry' });
    expect(actor.getSnapshot().value).toBe('starting');
    startBoost.resolve({ url: 'https://pay.example/cs_boost' });
    await waitFor(actor, (state) => state.matches('openingCheckout'));
    expect(startBoost.calls).toEqual([
      { zipCode: '33101', boostType: 'medical', duration: 'weekly' },
      { zipCode: '33101', boostType: 'medical', duration: 'weekly' },
    ]);
  });
});

describe('Events', () => {
  const form = {
    title: 'Back pain workshop',
    description: 'Exercises for the lower back.',
    date: '2026-12-05',
    time: '18:00',
    maxAttendees: '20',
    location: 'Miami',
    category: 'health' as const,
  };
  const start = () => {
    const saveEvent = manualActor<SaveEventInput>();
    const deleteEvent = manualActor<{ eventId: string }>();
    const logic = providerEventsMachine.provide({
      actors: {
        saveEvent: fromPromise<void, SaveEventInput>(({ input }) => saveEvent.track(input) as Promise<void>),
        deleteEvent: fromPromise<void, { eventId: string }>(({ input }) => deleteEvent.track(input) as Promise<void>),
      },
    });
    return { saveEvent, deleteEvent, ...started(createActor(logic)) };
  };

  it("checks the form with the spec's messages before anything is sent", () => {
    const { actor, saveEvent } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toMatchObject({ title: 'Title is required' });
    expect(saveEvent.calls).toEqual([]);
  });

  it('creates an event, or saves the one edited, and says what happens next', async () => {
    const { actor, saveEvent, emitted } = start();
    actor.send({ type: 'form.change', form });
    actor.send({ type: 'form.submit' });
    saveEvent.resolve();
    await waitFor(actor, (state) => state.matches({ idle: 'ready' }));
    expect(saveEvent.calls[0]).toEqual({ eventId: null, payload: { ...form, maxAttendees: 20 } });
    expect(actor.getSnapshot().context.message?.text).toBe(providerEventsMessages.created);
    expect(emitted).toContainEqual({ type: 'events.changed' });

    actor.send({ type: 'edit.start', event: { ...form, id: 'ev-1' } });
    actor.send({ type: 'form.submit' });
    saveEvent.resolve();
    await waitFor(actor, (state) => state.matches({ idle: 'ready' }));
    expect(saveEvent.calls[1]?.eventId).toBe('ev-1');
    expect(actor.getSnapshot().context).toMatchObject({
      editing: null,
      message: { text: providerEventsMessages.saved },
    });
  });

  it('a save or a delete that fails on the network ends in the error state; Try again repeats it', async () => {
    const { actor, saveEvent, deleteEvent } = start();
    actor.send({ type: 'form.change', form });
    actor.send({ type: 'form.submit' });
    saveEvent.reject(networkDown);
    await waitFor(actor, (state) => state.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.failure).toBe(providerEventsMessages.saveFailed);
    // The form keeps what was typed.
    expect(actor.getSnapshot().context.form).toEqual(form);
    actor.send({ type: 'request.retry' });
    saveEvent.resolve();
    await waitFor(actor, (state) => state.matches({ idle: 'ready' }));
    expect(saveEvent.calls).toHaveLength(2);

    actor.send({ type: 'delete.ask', id: 'ev-1', title: form.title });
    actor.send({ type: 'delete.confirm' });
    deleteEvent.reject(networkDown);
    await waitFor(actor, (state) => state.matches({ idle: 'failed' }));
    expect(actor.getSnapshot().context.failure).toBe(providerEventsMessages.deleteFailed);
    actor.send({ type: 'request.retry' });
    deleteEvent.resolve();
    await waitFor(actor, (state) => state.matches({ idle: 'ready' }));
    expect(deleteEvent.calls).toEqual([{ eventId: 'ev-1' }, { eventId: 'ev-1' }]);
    expect(actor.getSnapshot().context.message?.text).toBe(providerEventsMessages.deleted);
  });
});
