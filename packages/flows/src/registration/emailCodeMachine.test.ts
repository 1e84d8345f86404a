import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { advanceClock } from '../testing/advanceClock';
import { manualActor } from '../testing/manualActor';
import {
  createEmailCodeMachine,
  type EmailCodeToast,
  type ResendCodeInput,
  type VerifyCodeInput,
} from './emailCodeMachine';

type Answer = { step: 'locations' };

function start() {
  const verify = manualActor<VerifyCodeInput>();
  const resend = manualActor<ResendCodeInput>();
  const clock = new SimulatedClock();
  const machine = createEmailCodeMachine<Answer>().provide({
    actors: {
      verifyCode: fromPromise<Answer, VerifyCodeInput>(({ input }) => verify.track(input) as Promise<Answer>),
      resendCode: fromPromise<unknown, ResendCodeInput>(({ input }) => resend.track(input)),
    },
  });
  const actor = createActor(machine, { input: { email: 'ana@reyesphysio.example' }, clock });
  const toasts: EmailCodeToast[] = [];
  actor.on('toast', (toast) => toasts.push(toast));
  actor.start();
  return { actor, clock, verify, resend, toasts };
}

describe('emailCodeMachine', () => {
  it('starts with an empty code and 60 s before a resend', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ entering: { code: 'editing', resend: 'countingDown' } });
    expect(actor.getSnapshot().context).toMatchObject({ otp: '', otpError: null, secondsLeft: 60 });
  });

  it('keeps six digits, asks for all six, and ends with the answer to the right code', async () => {
    const { actor, verify, toasts } = start();
    actor.send({ type: 'otp.change', value: '12 3' });
    actor.send({ type: 'otp.submit' });
    expect(actor.getSnapshot().context).toMatchObject({ otp: '123', otpError: 'Please enter a valid 6-digit code' });
    expect(verify.calls).toEqual([]);

    actor.send({ type: 'otp.change', value: '000000' });
    actor.send({ type: 'otp.submit' });
    verify.reject({ status: 400, message: 'This code has expired. Please request a new one.' });
    await waitFor(actor, (state) => state.matches({ entering: { code: 'editing' } }));
    expect(toasts).toEqual([
      { type: 'toast', tone: 'critical', message: 'This code has expired. Please request a new one.' },
    ]);

    actor.send({ type: 'otp.change', value: '123456' });
    actor.send({ type: 'otp.submit' });
    expect(verify.calls.at(-1)).toEqual({ email: 'ana@reyesphysio.example', otp: '123456' });
    verify.resolve({ step: 'locations' });
    const done = await waitFor(actor, (state) => state.status === 'done');
    expect(done.output).toEqual({ outcome: 'verified', answer: { step: 'locations' } });
    // The screen keeps showing the code while the parent moves on.
    expect(done.context.otp).toBe('123456');
  });

  it("a rejected code without a sentence toasts 'Invalid verification code. Please try again.'", async () => {
    const { actor, verify, toasts } = start();
    actor.send({ type: 'otp.change', value: '123456' });
    actor.send({ type: 'otp.submit' });
    verify.reject(new Error());
    await waitFor(actor, (state) => state.matches({ entering: { code: 'editing' } }));
    expect(toasts.at(-1)).toEqual({
      type: 'toast',
      tone: 'critical',
      message: 'Invalid verification code. Please try again.',
    });
  });

  it('offers a resend at 0, waits 1 s, and restarts at 60 after a success or a failure', async () => {
    const { actor, clock, resend, toasts } = start();
    advanceClock(clock, 59_000);
    actor.send({ type: 'otp.resend' });
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    clock.increment(1000);
    expect(actor.getSnapshot().matches({ entering: { resend: 'available' } })).toBe(true);
    actor.send({ type: 'otp.resend' });
    clock.increment(999);
    expect(resend.calls).toEqual([]);
    clock.increment(1);
    expect(resend.calls).toEqual([{ email: 'ana@reyesphysio.example' }]);
    resend.resolve();
    await waitFor(actor, (state) => state.matches({ entering: { resend: 'countingDown' } }));
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    expect(toasts.at(-1)).toEqual({
      type: 'toast',
      tone: 'success',
      message: 'Verification code resent successfully!',
    });

    advanceClock(clock, 61_000);
    actor.send({ type: 'otp.resend' });
    clock.increment(1000);
    resend.reject({ status: 429, message: 'Please wait a minute before asking for another code.' });
    await waitFor(actor, (state) => state.matches({ entering: { resend: 'countingDown' } }));
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    expect(toasts.at(-1)).toEqual({
      type: 'toast',
      tone: 'critical',
      message: 'Failed to resend code. Please try again later.',
    });
  });

  it("'back' leaves the step, but not while a code is being checked", async () => {
    const { actor, verify } = start();
    actor.send({ type: 'otp.change', value: '123456' });
    actor.send({ type: 'otp.submit' });
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().status).toBe('active');
    verify.reject(new Error());
    await waitFor(actor, (state) => state.matches({ entering: { code: 'editing' } }));
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'left' });
  });
});
