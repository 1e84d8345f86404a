import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { advanceClock } from '../testing/advanceClock';
import { manualActor } from '../testing/manualActor';
import {
  type EmailCodeToast,
  isCompleteOtp,
  type ResendCodeInput,
  sanitizeOtp,
  type VerifyCodeInput,
} from './emailCodeMachine';
import {
  customerEmailCodeMachine,
  type RegisterCustomerInput,
  type RegisterCustomerOutput,
  type RegistrationEmitted,
  registrationMachine,
} from './registrationMachine';
import type { RegistrationForm } from './validateRegistration';

const today = '2026-11-21';
const valid: RegistrationForm = {
  firstName: 'Casey',
  lastName: 'Jones',
  email: ' casey@example.com ',
  phone: '+1 (305) 555-0100',
  gender: 'female',
  dob: '1990-04-02',
};

function start() {
  const register = manualActor<RegisterCustomerInput>();
  const verify = manualActor<VerifyCodeInput>();
  const resend = manualActor<ResendCodeInput>();
  const clock = new SimulatedClock();
  const machine = registrationMachine.provide({
    actors: {
      registerCustomer: fromPromise<RegisterCustomerOutput, RegisterCustomerInput>(
        ({ input }) => register.track(input) as Promise<RegisterCustomerOutput>,
      ),
      emailCode: customerEmailCodeMachine.provide({
        actors: {
          verifyCode: fromPromise<unknown, VerifyCodeInput>(({ input }) => verify.track(input)),
          resendCode: fromPromise<unknown, ResendCodeInput>(({ input }) => resend.track(input)),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: { today }, clock });
  // The code child's toasts reach the visitor as the registration's do: the app listens to both.
  const emitted: (RegistrationEmitted | EmailCodeToast)[] = [];
  actor.on('*', (event) => emitted.push(event));
  let child: CodeRef | undefined;
  actor.subscribe((state) => {
    const next = state.children.emailCode;
    if (next && next !== child) {
      child = next;
      next.on('*', (event) => emitted.push(event));
    }
  });
  actor.start();
  const fill = (form: Partial<RegistrationForm> = {}) => {
    for (const [field, value] of Object.entries({ ...valid, ...form })) {
      actor.send({ type: 'field.change', field: field as keyof RegistrationForm, value });
    }
  };
  return { actor, clock, emitted, register, verify, resend, fill };
}

type Started = ReturnType<typeof start>;
type RegistrationRef = ReturnType<typeof createActor<typeof registrationMachine>>;
type CodeRef = NonNullable<ReturnType<RegistrationRef['getSnapshot']>['children']['emailCode']>;

/** The code step's child, which holds the code and the countdown while verifying. */
function codeRef(actor: RegistrationRef): CodeRef {
  const child = actor.getSnapshot().children.emailCode;
  if (!child) throw new Error('The code step is not showing.');
  return child;
}
const code = (actor: RegistrationRef) => codeRef(actor).getSnapshot();

/** Registers and waits out the 2.1 s so the verification step is showing. */
async function toVerification(started: Started) {
  started.fill();
  started.actor.send({ type: 'form.submit' });
  started.register.resolve({ message: 'Verification code sent to your email.' });
  await waitFor(started.actor, (state) => state.matches('registered'));
  started.clock.increment(2100);
  started.emitted.length = 0;
}

describe('registrationMachine', () => {
  describe('the form', () => {
    it('starts on an empty form', () => {
      const { actor } = start();
      expect(actor.getSnapshot().value).toBe('form');
      expect(actor.getSnapshot().context).toMatchObject({
        form: { firstName: '', lastName: '', email: '', phone: '', gender: '', dob: '' },
        errors: {},
        today,
      });
      expect(actor.getSnapshot().children.emailCode).toBeUndefined();
    });

    it('submitting an invalid form shows every error and calls nothing', () => {
      const { actor, register } = start();
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().value).toBe('form');
      expect(actor.getSnapshot().context.errors).toEqual({
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email is required',
        phone: 'Phone number is required',
        gender: 'Please select your gender',
        dob: 'Date of birth is required',
      });
      expect(register.calls).toEqual([]);
    });

    it('a date of birth after the given today is refused', () => {
      const { actor, fill, register } = start();
      fill({ dob: '2026-11-22' });
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().context.errors).toEqual({ dob: 'Date of birth is required' });
      expect(register.calls).toEqual([]);
    });

    it("editing a field clears only that field's error", () => {
      const { actor } = start();
      actor.send({ type: 'form.submit' });
      actor.send({ type: 'field.change', field: 'phone', value: '3' });
      const { context } = actor.getSnapshot();
      expect(context.form.phone).toBe('3');
      expect(context.errors.phone).toBeUndefined();
      expect(Object.keys(context.errors)).toHaveLength(5);
    });

    it('a valid form is sent as the registration request; the form is locked while submitting', () => {
      const { actor, fill, register } = start();
      fill();
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().value).toBe('submitting');
      actor.send({ type: 'form.submit' });
      actor.send({ type: 'field.change', field: 'firstName', value: 'Other' });
      expect(register.calls).toEqual([
        {
          name: 'Casey Jones',
          email: 'casey@example.com',
          phone: '+1 (305) 555-0100',
          gender: 'female',
          dob: '1990-04-02',
          userType: 'customer',
        },
      ]);
      expect(actor.getSnapshot().context.form.firstName).toBe('Casey');
    });
  });

  describe('registering', () => {
    it("success toasts the server's message, then shows the verification step after 2.1 s", async () => {
      const { actor, clock, emitted, fill, register } = start();
      fill();
      actor.send({ type: 'form.submit' });
      register.resolve({ message: 'Verification code sent to your email.' });
      await waitFor(actor, (state) => state.matches('registered'));
      expect(emitted).toEqual([{ type: 'toast', tone: 'success', message: 'Verification code sent to your email.' }]);
      clock.increment(2099);
      expect(actor.getSnapshot().value).toBe('registered');
      clock.increment(1);
      expect(actor.getSnapshot().matches('verifying')).toBe(true);
      expect(actor.getSnapshot().value).toEqual({ verifying: 'entering' });
      expect(code(actor).value).toEqual({ entering: { code: 'editing', resend: 'countingDown' } });
    });

    it('success without a message still toasts', async () => {
      const { actor, emitted, fill, register } = start();
      fill();
      actor.send({ type: 'form.submit' });
      register.resolve(undefined);
      await waitFor(actor, (state) => state.matches('registered'));
      expect(emitted).toEqual([{ type: 'toast', tone: 'success', message: 'Verification code sent to your email.' }]);
    });

    it.each<[string, unknown, string]>([
      [
        'a duplicate e-mail (409)',
        { status: 409, message: 'An account with this email already exists.' },
        'An account with this email already exists.',
      ],
      ['an Error with a message', new Error('Phone is invalid'), 'Phone is invalid'],
      ['an exception without a message', new Error(), 'An unexpected error occurred. Please try again.'],
      ['a non-error', undefined, 'An unexpected error occurred. Please try again.'],
    ])('failure: %s', async (_name, error, message) => {
      const { actor, emitted, fill, register } = start();
      fill();
      actor.send({ type: 'form.submit' });
      register.reject(error);
      await waitFor(actor, (state) => state.matches('form'));
      expect(actor.getSnapshot().context.form).toEqual(valid);
      expect(emitted).toEqual([{ type: 'toast', tone: 'critical', message }]);
    });
  });

  describe('the code', () => {
    it('keeps digits only, at most six, and editing clears the code error', async () => {
      const started = start();
      await toVerification(started);
      const { actor } = started;
      actor.send({ type: 'otp.submit' });
      expect(code(actor).context.otpError).toBe('Please enter a valid 6-digit code');
      actor.send({ type: 'otp.change', value: '12a-3 4567 89' });
      expect(code(actor).context).toMatchObject({ otp: '123456', otpError: null });
    });

    it('fewer than 6 digits: the code error, no call', async () => {
      const started = start();
      await toVerification(started);
      started.actor.send({ type: 'otp.change', value: '12345' });
      started.actor.send({ type: 'otp.submit' });
      expect(code(started.actor).context.otpError).toBe('Please enter a valid 6-digit code');
      expect(code(started.actor).matches({ entering: { code: 'editing' } })).toBe(true);
      expect(started.verify.calls).toEqual([]);
    });

    it.each<[string, unknown, string]>([
      [
        "the server's sentence",
        { status: 400, message: 'Invalid verification code. Please try again.' },
        'Invalid verification code. Please try again.',
      ],
      [
        'an expired code',
        new Error('This code has expired. Please request a new one.'),
        'This code has expired. Please request a new one.',
      ],
      ['no message', new Error(), 'Invalid verification code. Please try again.'],
    ])('a rejected code toasts %s and lets the visitor try again', async (_name, error, message) => {
      const started = start();
      await toVerification(started);
      const { actor, verify, emitted } = started;
      actor.send({ type: 'otp.change', value: '123456' });
      actor.send({ type: 'otp.submit' });
      expect(code(actor).matches({ entering: { code: 'submitting' } })).toBe(true);
      expect(verify.calls).toEqual([{ email: 'casey@example.com', otp: '123456' }]);
      actor.send({ type: 'otp.change', value: '999999' });
      expect(code(actor).context.otp).toBe('123456');
      verify.reject(error);
      await waitFor(codeRef(actor), (state) => state.matches({ entering: { code: 'editing' } }));
      expect(emitted).toEqual([{ type: 'toast', tone: 'critical', message }]);
    });

    it('a verified code toasts, then redirects to login after 2.1 s and ends', async () => {
      const started = start();
      await toVerification(started);
      const { actor, clock, verify, emitted } = started;
      actor.send({ type: 'otp.change', value: '123456' });
      actor.send({ type: 'otp.submit' });
      verify.resolve();
      await waitFor(actor, (state) => state.matches({ verifying: 'verified' }));
      expect(emitted).toEqual([{ type: 'toast', tone: 'success', message: 'User rigister successfully!!' }]);
      clock.increment(2099);
      expect(emitted).toHaveLength(1);
      clock.increment(1);
      expect(emitted.at(-1)).toEqual({ type: 'redirect.login' });
      expect(actor.getSnapshot().status).toBe('done');
      advanceClock(clock, 120_000);
      expect(emitted).toHaveLength(2);
    });
  });

  describe('the resend countdown', () => {
    it('is 60 when the step appears and 59 one second later, not before', async () => {
      const started = start();
      await toVerification(started);
      const { actor, clock } = started;
      expect(code(actor).context.secondsLeft).toBe(60);
      clock.increment(999);
      expect(code(actor).context.secondsLeft).toBe(60);
      clock.increment(1);
      expect(code(actor).context.secondsLeft).toBe(59);
      advanceClock(clock, 29_000);
      expect(code(actor).context.secondsLeft).toBe(30);
    });

    it('does not run during the form or the 2.1 s before the step', async () => {
      const { actor, clock, fill, register } = start();
      advanceClock(clock, 5000);
      fill();
      actor.send({ type: 'form.submit' });
      register.resolve({});
      await waitFor(actor, (state) => state.matches('registered'));
      clock.increment(2000);
      expect(actor.getSnapshot().children.emailCode).toBeUndefined();
      clock.increment(100);
      expect(actor.getSnapshot().matches('verifying')).toBe(true);
      expect(code(actor).context.secondsLeft).toBe(60);
      clock.increment(1000);
      expect(code(actor).context.secondsLeft).toBe(59);
    });

    it('refuses a resend before 0 and allows it at 0', async () => {
      const started = start();
      await toVerification(started);
      const { actor, clock, resend } = started;
      advanceClock(clock, 59_000);
      expect(code(actor).context.secondsLeft).toBe(1);
      expect(code(actor).matches({ entering: { resend: 'countingDown' } })).toBe(true);
      actor.send({ type: 'otp.resend' });
      advanceClock(clock, 999, 1);
      expect(code(actor).matches({ entering: { resend: 'countingDown' } })).toBe(true);
      clock.increment(1);
      expect(code(actor).context.secondsLeft).toBe(0);
      expect(code(actor).matches({ entering: { resend: 'available' } })).toBe(true);
      advanceClock(clock, 5000);
      expect(resend.calls).toEqual([]);
      expect(code(actor).context.secondsLeft).toBe(0);
    });

    it('waits 1 s before calling resend, then toasts and restarts at 60', async () => {
      const started = start();
      await toVerification(started);
      const { actor, clock, resend, emitted } = started;
      advanceClock(clock, 60_000);
      actor.send({ type: 'otp.resend' });
      expect(code(actor).matches({ entering: { resend: 'waiting' } })).toBe(true);
      actor.send({ type: 'otp.resend' });
      clock.increment(999);
      expect(resend.calls).toEqual([]);
      clock.increment(1);
      expect(code(actor).matches({ entering: { resend: 'sending' } })).toBe(true);
      expect(resend.calls).toEqual([{ email: 'casey@example.com' }]);
      resend.resolve();
      await waitFor(codeRef(actor), (state) => state.matches({ entering: { resend: 'countingDown' } }));
      expect(emitted).toEqual([{ type: 'toast', tone: 'success', message: 'Verification code resent successfully!' }]);
      expect(code(actor).matches({ entering: { resend: 'countingDown' } })).toBe(true);
      expect(code(actor).context.secondsLeft).toBe(60);
      clock.increment(1000);
      expect(code(actor).context.secondsLeft).toBe(59);
      expect(resend.calls).toHaveLength(1);
    });

    it('a failed resend toasts and restarts the countdown at 60', async () => {
      const started = start();
      await toVerification(started);
      const { actor, clock, resend, emitted } = started;
      advanceClock(clock, 60_000);
      actor.send({ type: 'otp.resend' });
      clock.increment(1000);
      resend.reject({ status: 429, message: 'Please wait a minute before asking for another code.' });
      await waitFor(codeRef(actor), (state) => state.matches({ entering: { resend: 'countingDown' } }));
      expect(emitted).toEqual([
        { type: 'toast', tone: 'critical', message: 'Failed to resend code. Please try again later.' },
      ]);
      expect(code(actor).context.secondsLeft).toBe(60);
      advanceClock(clock, 59_000);
      expect(code(actor).context.secondsLeft).toBe(1);
      clock.increment(1000);
      expect(code(actor).matches({ entering: { resend: 'available' } })).toBe(true);
    });

    it('keeps running, unrestarted, while a code is checked and after a wrong one', async () => {
      const started = start();
      await toVerification(started);
      const { actor, clock, verify } = started;
      advanceClock(clock, 10_000);
      actor.send({ type: 'otp.change', value: '123456' });
      actor.send({ type: 'otp.submit' });
      advanceClock(clock, 5000);
      expect(code(actor).context.secondsLeft).toBe(45);
      verify.reject(new Error('Invalid verification code. Please try again.'));
      await waitFor(codeRef(actor), (state) => state.matches({ entering: { code: 'editing' } }));
      clock.increment(1000);
      expect(code(actor).context.secondsLeft).toBe(44);
    });

    it('a code can be verified while a resend is waiting; the resend is then dropped', async () => {
      const started = start();
      await toVerification(started);
      const { actor, clock, verify, resend } = started;
      advanceClock(clock, 60_000);
      actor.send({ type: 'otp.resend' });
      actor.send({ type: 'otp.change', value: '123456' });
      actor.send({ type: 'otp.submit' });
      verify.resolve();
      await waitFor(actor, (state) => state.matches({ verifying: 'verified' }));
      clock.increment(1000);
      expect(actor.getSnapshot().value).toEqual({ verifying: 'verified' });
      expect(resend.calls).toEqual([]);
    });
  });

  it('every delay can be shortened through provide', async () => {
    const clock = new SimulatedClock();
    const machine = registrationMachine.provide({
      actors: {
        registerCustomer: fromPromise<RegisterCustomerOutput, RegisterCustomerInput>(async () => ({})),
        emailCode: customerEmailCodeMachine.provide({
          actors: {
            verifyCode: fromPromise<unknown, VerifyCodeInput>(async () => undefined),
            resendCode: fromPromise<unknown, ResendCodeInput>(async () => undefined),
          },
          delays: { resendTick: 1, resendDelay: 1 },
        }),
      },
      delays: { toVerification: 10, toLogin: 10 },
    });
    const actor = createActor(machine, { input: { today }, clock }).start();
    for (const [field, value] of Object.entries(valid)) {
      actor.send({ type: 'field.change', field: field as keyof RegistrationForm, value });
    }
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (state) => state.matches('registered'));
    clock.increment(10);
    advanceClock(clock, 60, 1);
    expect(code(actor).matches({ entering: { resend: 'available' } })).toBe(true);
    actor.send({ type: 'otp.change', value: '123456' });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (state) => state.matches({ verifying: 'verified' }));
    clock.increment(10);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('sanitizeOtp and isCompleteOtp', () => {
  it.each([
    ['123456', '123456', true],
    ['12 34 56', '123456', true],
    ['1234567', '123456', true],
    ['12345', '12345', false],
    ['abcdef', '', false],
    ['', '', false],
  ])('%j → %j', (typed, kept, complete) => {
    expect(sanitizeOtp(typed)).toBe(kept);
    expect(isCompleteOtp(sanitizeOtp(typed))).toBe(complete);
  });

  it('a code that is not six digits is not complete', () => {
    expect(isCompleteOtp('12345a')).toBe(false);
    expect(isCompleteOtp('1234567')).toBe(false);
  });
});
