import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { DashboardToast } from '../concerns/dashboardToast';
import { manualActor } from '../testing/manualActor';
import {
  type ActOnAppointmentInput,
  type ActOnAppointmentOutput,
  type AppointmentActionsEmitted,
  appointmentActionsMachine,
} from './appointmentActionsMachine';
import { type ChangePasswordInput, passwordChangeMachine } from './passwordChangeMachine';
import { passwordChangeProblem } from './providerSettings';
import {
  type SaveSettingsInput,
  type SettingsForm,
  type SettingsFormEmitted,
  settingsFormMachine,
} from './settingsFormMachine';

const account: SettingsForm = {
  kind: 'account',
  values: { firstName: 'Pat', lastName: 'Provider', username: '', email: 'provider@demo.test', phone: '' },
};

describe('the password change rules (spec §5)', () => {
  it.each([
    [
      { currentPassword: 'Demo1234!', newPassword: 'Longer-pass-1', confirmPassword: 'Longer-pass-2' },
      'New passwords do not match',
    ],
    [
      { currentPassword: 'Demo1234!', newPassword: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters long',
    ],
    [
      { currentPassword: '', newPassword: 'Longer-pass-1', confirmPassword: 'Longer-pass-1' },
      'Enter your current password.',
    ],
    [{ currentPassword: 'Demo1234!', newPassword: 'Longer-pass-1', confirmPassword: 'Longer-pass-1' }, null],
  ])('%j → %s', (change, message) => {
    expect(passwordChangeProblem(change)).toBe(message);
  });
});

describe('a Settings tab', () => {
  const start = (form: SettingsForm) => {
    const save = manualActor<SaveSettingsInput>();
    const actor = createActor(
      settingsFormMachine.provide({
        actors: {
          saveSettings: fromPromise<SettingsForm, SaveSettingsInput>(
            ({ input }) => save.track(input) as Promise<SettingsForm>,
          ),
        },
      }),
      { input: form, clock: new SimulatedClock() },
    );
    const emitted: SettingsFormEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    return { actor, save, emitted };
  };

  it('checks the profile with the spec’s messages, then saves and says so', async () => {
    const { actor, save, emitted } = start(account);
    actor.send({ type: 'field.change', field: 'firstName', value: '' });
    actor.send({ type: 'field.change', field: 'email', value: 'nope' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      firstName: 'First name is required',
      email: 'Email format is invalid',
    });
    actor.send({ type: 'field.change', field: 'firstName', value: 'Patricia' });
    actor.send({ type: 'field.change', field: 'email', value: 'pat@demo.test' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('saving'));
    expect(save.calls[0]).toEqual({
      kind: 'account',
      values: { ...account.values, firstName: 'Patricia', email: 'pat@demo.test' },
    });
    save.resolve(save.calls[0]);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(emitted[0]).toEqual({
      type: 'toast',
      tone: 'success',
      message: 'Profile updated successfully!',
      timeout: 2000,
    });
  });

  it.each([
    ['notifications', 'Notification preferences updated!'],
    ['privacy', 'Privacy settings updated!'],
  ] as const)('saves the %s flags with their alert', async (kind, message) => {
    const values =
      kind === 'notifications'
        ? {
            emailNotifications: true,
            smsNotifications: false,
            appointmentReminders: true,
            marketingEmails: false,
            systemUpdates: true,
          }
        : { profileVisible: true, showEmail: true, showPhone: true, allowMessages: true };
    const { actor, save, emitted } = start({ kind, values } as SettingsForm);
    actor.send({
      type: 'field.change',
      field: kind === 'notifications' ? 'emailNotifications' : 'profileVisible',
      value: false,
    });
    actor.send({ type: 'form.submit' });
    save.resolve(save.calls[0]);
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && emitted.length > 0);
    expect(emitted[0]).toMatchObject({ message });
    expect(Object.values((save.calls[0] as SettingsForm).values)).toContain(false);
  });

  it('keeps the form and says why when the server refuses', async () => {
    const { actor, save, emitted } = start(account);
    actor.send({ type: 'field.change', field: 'username', value: 'taken' });
    actor.send({ type: 'form.submit' });
    save.reject({ status: 409, message: 'That username is taken. Please choose another.' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && emitted.length > 0);
    expect(emitted).toEqual([
      { type: 'toast', tone: 'critical', message: 'That username is taken. Please choose another.' },
    ]);
    expect(actor.getSnapshot().context.form.values).toMatchObject({ username: 'taken' });
  });
});

describe('the password change', () => {
  it('alerts without calling the server, then changes it and clears the form', async () => {
    const change = manualActor<ChangePasswordInput>();
    const actor = createActor(
      passwordChangeMachine.provide({
        actors: {
          changePassword: fromPromise<void, ChangePasswordInput>(({ input }) => change.track(input) as Promise<void>),
        },
      }),
    );
    const emitted: DashboardToast[] = [];
    actor.on('toast', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'field.change', field: 'currentPassword', value: 'Demo1234!' });
    actor.send({ type: 'field.change', field: 'newPassword', value: 'short' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'short' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('Password must be at least 8 characters long');
    expect(change.calls).toEqual([]);
    actor.send({ type: 'field.change', field: 'newPassword', value: 'Longer-pass-1' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'Longer-pass-1' });
    actor.send({ type: 'form.submit' });
    change.reject({ status: 400, message: 'Your current password is not correct.' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Your current password is not correct.');
    actor.send({ type: 'form.submit' });
    change.resolve();
    await waitFor(actor, (snapshot) => snapshot.matches('ready') && emitted.length > 0);
    expect(emitted).toEqual([
      { type: 'toast', tone: 'success', message: 'Password changed successfully!', timeout: 2000 },
    ]);
    expect(actor.getSnapshot().context.change).toEqual({ currentPassword: '', newPassword: '', confirmPassword: '' });
  });
});

describe('the provider’s appointment actions', () => {
  it('confirms at once, cancels only with a reason, and announces every change', async () => {
    const act = manualActor<ActOnAppointmentInput>();
    const actor = createActor(
      appointmentActionsMachine.provide({
        actors: {
          actOnAppointment: fromPromise<ActOnAppointmentOutput, ActOnAppointmentInput>(
            ({ input }) => act.track(input) as Promise<ActOnAppointmentOutput>,
          ),
        },
      }),
    );
    const emitted: AppointmentActionsEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'appointment.act', bookingId: 'BK-1', action: 'confirm' });
    expect(actor.getSnapshot().can({ type: 'appointment.cancel', bookingId: 'BK-2' })).toBe(false);
    act.resolve({ message: 'Appointment confirmed.' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(act.calls[0]).toEqual({ bookingId: 'BK-1', action: 'confirm' });
    expect(emitted).toEqual([
      { type: 'toast', tone: 'success', message: 'Appointment confirmed.', timeout: 2000 },
      { type: 'appointment.changed', bookingId: 'BK-1' },
    ]);

    actor.send({ type: 'appointment.cancel', bookingId: 'BK-2' });
    actor.send({ type: 'reason.change', value: '   ' });
    actor.send({ type: 'reason.submit' });
    expect(actor.getSnapshot().context.reasonError).toBe('Give the customer a reason for cancelling.');
    actor.send({ type: 'reason.change', value: ' The doctor is away. ' });
    actor.send({ type: 'reason.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('working'));
    expect(act.calls[1]).toEqual({ bookingId: 'BK-2', action: 'cancel', reason: 'The doctor is away.' });
    act.reject({ status: 400, message: 'Only a pending or confirmed appointment can be cancelled.' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(emitted.slice(2)).toEqual([
      { type: 'toast', tone: 'critical', message: 'Only a pending or confirmed appointment can be cancelled.' },
      { type: 'appointment.changed', bookingId: 'BK-2' },
    ]);
  });
});
