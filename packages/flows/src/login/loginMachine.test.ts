import type { LoginVariant } from '@injury-assist/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { type LoginUser, loginMachine, loginMessages, type SignInInput, type SignInOutput } from './loginMachine';

const user: LoginUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'customer@demo.test',
  name: 'Casey Customer',
  user_type: 'customer',
  category_id: null,
  speciality_groups_id: null,
  service_id: null,
};

type Answer = { output: SignInOutput } | { error: unknown };

/** A signIn whose answer the test releases by hand, so the submitting state can be observed. */
function manualSignIn() {
  const calls: SignInInput[] = [];
  let settle: ((answer: Answer) => void) | undefined;
  const signIn = fromPromise<SignInOutput, SignInInput>(({ input }) => {
    calls.push(input);
    return new Promise((resolve, reject) => {
      settle = (answer) => ('output' in answer ? resolve(answer.output) : reject(answer.error));
    });
  });
  const answer = (value: Answer) => {
    if (!settle) throw new Error('signIn was not called');
    settle(value);
  };
  return { signIn, calls, answer };
}

function start(variant: LoginVariant) {
  const fake = manualSignIn();
  const clock = new SimulatedClock();
  const actor = createActor(loginMachine.provide({ actors: { signIn: fake.signIn } }), {
    input: { variant },
    clock,
  }).start();
  return { actor, clock, ...fake };
}

function fillIn(actor: ReturnType<typeof start>['actor'], email = ' casey@example.com ', password = 'Secret123!') {
  actor.send({ type: 'field.change', field: 'email', value: email });
  actor.send({ type: 'field.change', field: 'password', value: password });
}

const idleWithError = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);

describe('loginMachine', () => {
  it('starts idle with empty fields, remember-me off and the password hidden', () => {
    const { actor } = start('combined');
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context).toMatchObject({
      email: '',
      password: '',
      role: 'customer',
      rememberMe: false,
      showPassword: false,
      fieldErrors: {},
      error: null,
      session: null,
    });
  });

  describe('what each variant sends', () => {
    it('combined sends only e-mail and password, whatever the toggle says', () => {
      const { actor, calls } = start('combined');
      actor.send({ type: 'role.toggle' });
      fillIn(actor);
      actor.send({ type: 'form.submit' });
      expect(calls).toStrictEqual([{ email: 'casey@example.com', password: 'Secret123!' }]);
      expect('role' in (calls[0] as SignInInput)).toBe(false);
    });

    it.each<[LoginVariant, string]>([
      ['customer', 'customer'],
      ['provider', 'provider'],
      ['admin', 'admin'],
    ])('%s sends role %s', (variant, role) => {
      const { actor, calls } = start(variant);
      fillIn(actor);
      actor.send({ type: 'form.submit' });
      expect(calls).toStrictEqual([{ email: 'casey@example.com', password: 'Secret123!', role }]);
    });
  });

  describe('the role', () => {
    it('combined defaults to customer, toggles to provider and back, and can be selected', () => {
      const { actor } = start('combined');
      actor.send({ type: 'role.toggle' });
      expect(actor.getSnapshot().context.role).toBe('provider');
      actor.send({ type: 'role.toggle' });
      expect(actor.getSnapshot().context.role).toBe('customer');
      actor.send({ type: 'role.select', role: 'provider' });
      expect(actor.getSnapshot().context.role).toBe('provider');
      actor.send({ type: 'role.select', role: 'customer' });
      expect(actor.getSnapshot().context.role).toBe('customer');
    });

    it.each<[LoginVariant, string]>([
      ['customer', 'customer'],
      ['provider', 'provider'],
      ['admin', 'admin'],
    ])('%s is fixed to %s', (variant, role) => {
      const { actor } = start(variant);
      expect(actor.getSnapshot().context.role).toBe(role);
      actor.send({ type: 'role.toggle' });
      actor.send({ type: 'role.select', role: variant === 'provider' ? 'customer' : 'provider' });
      expect(actor.getSnapshot().context.role).toBe(role);
    });
  });

  describe('validation before submit', () => {
    it('requires e-mail and password and does not call signIn', () => {
      const { actor, calls } = start('customer');
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.fieldErrors).toEqual({
        email: 'Email is required',
        password: 'Password is required',
      });
      expect(calls).toEqual([]);
    });

    it('rejects an e-mail that does not look like an address', () => {
      const { actor, calls } = start('customer');
      fillIn(actor, 'casey.example.com');
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Please enter a valid email address' });
      expect(calls).toEqual([]);
    });

    it('a blank e-mail counts as missing', () => {
      const { actor } = start('customer');
      fillIn(actor, '   ');
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: loginMessages.emailRequired });
    });

    it('editing a field clears only its own error', () => {
      const { actor } = start('customer');
      actor.send({ type: 'form.submit' });
      actor.send({ type: 'field.change', field: 'email', value: 'c' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: 'Password is required' });
    });
  });

  it('submitting: the form is disabled, a second submit and edits are ignored', () => {
    const { actor, calls } = start('customer');
    fillIn(actor);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'email', value: 'other@example.com' });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.email).toBe(' casey@example.com ');
  });

  it('success ends the machine with the token, the user and the role', async () => {
    const { actor, answer } = start('customer');
    fillIn(actor);
    actor.send({ type: 'form.submit' });
    answer({ output: { token: 'jwt', user } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().output).toEqual({ token: 'jwt', user, role: 'customer' });
  });

  it('combined success hands on the toggled role', async () => {
    const { actor, answer } = start('combined');
    actor.send({ type: 'role.select', role: 'provider' });
    fillIn(actor);
    actor.send({ type: 'form.submit' });
    answer({ output: { token: 'jwt', user: { ...user, user_type: 'provider' } } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.role).toBe('provider');
  });

  describe('errors, shown inline', () => {
    it.each<[string, SignInOutput]>([
      ['no token', { user }],
      ['no user', { token: 'jwt' }],
      ['null token', { token: null, user }],
      ['empty token', { token: '', user }],
      ['nothing', {}],
    ])('a response with %s', async (_name, output) => {
      const { actor, answer } = start('customer');
      fillIn(actor);
      actor.send({ type: 'form.submit' });
      answer({ output });
      await idleWithError(actor);
      expect(actor.getSnapshot().context.error).toBe('Login failed. Token or user info not received.');
    });

    it.each<[string, unknown, string]>([
      ['401', { status: 401, message: 'Invalid email or password' }, 'Invalid email or password'],
      ['403', new Error('This account cannot sign in here.'), 'This account cannot sign in here.'],
      [
        '429',
        { status: 429, message: 'Too many sign-in attempts. Please wait a few minutes and try again.' },
        'Too many sign-in attempts. Please wait a few minutes and try again.',
      ],
      ['an Error without a message', new Error(), 'Login failed. Please try again.'],
      ['an error with a blank message', new TypeError(' '), 'Login failed. Please try again.'],
      ['a non-error', 'boom', 'Login failed. Please try again.'],
    ])('%s', async (_name, error, message) => {
      const { actor, answer } = start('provider');
      fillIn(actor);
      actor.send({ type: 'form.submit' });
      answer({ error });
      await idleWithError(actor);
      expect(actor.getSnapshot().context.error).toBe(message);
    });

    it('editing a field clears the error, and a new submit can succeed', async () => {
      const { actor, answer, calls } = start('admin');
      fillIn(actor);
      actor.send({ type: 'form.submit' });
      answer({ error: new Error('Invalid email or password') });
      await idleWithError(actor);
      actor.send({ type: 'field.change', field: 'password', value: 'Right123!' });
      expect(actor.getSnapshot().context.error).toBeNull();
      actor.send({ type: 'form.submit' });
      expect(calls[1]).toStrictEqual({ email: 'casey@example.com', password: 'Right123!', role: 'admin' });
      answer({ output: { token: 'jwt', user: { ...user, user_type: 'admin' } } });
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().output?.role).toBe('admin');
    });
  });

  it('show/hide password and remember-me toggle, in any state before success', () => {
    const { actor } = start('combined');
    actor.send({ type: 'password.toggleVisibility' });
    actor.send({ type: 'rememberMe.toggle' });
    expect(actor.getSnapshot().context).toMatchObject({ showPassword: true, rememberMe: true });
    fillIn(actor);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'password.toggleVisibility' });
    actor.send({ type: 'rememberMe.toggle' });
    expect(actor.getSnapshot().context).toMatchObject({ showPassword: false, rememberMe: false });
  });

  it('remember-me has no effect on the request (spec)', () => {
    const { actor, calls } = start('customer');
    actor.send({ type: 'rememberMe.toggle' });
    fillIn(actor);
    actor.send({ type: 'form.submit' });
    expect(calls).toStrictEqual([{ email: 'casey@example.com', password: 'Secret123!', role: 'customer' }]);
  });

  describe('step-up: a code mailed after repeated failed sign-ins', () => {
    const codeRequired = (
      message = 'We sent a 6-digit code to casey@example.com. Enter it with your password to sign in.',
    ) => ({
      error: { status: 401, message, code_required: true },
    });
    /** Signs in with a password and gets the step-up answer. */
    async function atCodeStep(variant: LoginVariant = 'customer') {
      const started = start(variant);
      fillIn(started.actor);
      started.actor.send({ type: 'form.submit' });
      started.answer(codeRequired());
      await waitFor(started.actor, (s) => s.matches('code'));
      return started;
    }

    it("moves to the code step with the server's sentence, no error and the resend a minute away", async () => {
      const { actor } = await atCodeStep();
      expect(actor.getSnapshot().context).toMatchObject({
        codeNotice: 'We sent a 6-digit code to casey@example.com. Enter it with your password to sign in.',
        error: null,
        code: '',
        secondsUntilResend: 60,
      });
      expect(actor.getSnapshot().matches({ code: { resend: 'countingDown' } })).toBe(true);
    });

    it('sends the password again with the code, and signs in', async () => {
      const { actor, calls, answer } = await atCodeStep('provider');
      actor.send({ type: 'code.change', value: '042 917' });
      expect(actor.getSnapshot().context.code).toBe('042917');
      actor.send({ type: 'form.submit' });
      expect(calls.at(-1)).toEqual({
        email: 'casey@example.com',
        password: 'Secret123!',
        role: 'provider',
        code: '042917',
      });
      answer({ output: { token: 'jwt', user: { ...user, user_type: 'provider' } } });
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().output).toEqual({
        token: 'jwt',
        user: { ...user, user_type: 'provider' },
        role: 'provider',
      });
    });

    it('asks for all six digits before sending', async () => {
      const { actor, calls } = await atCodeStep();
      actor.send({ type: 'code.change', value: '123' });
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().context.codeError).toBe('Please enter a valid 6-digit code');
      expect(calls).toHaveLength(1);
      actor.send({ type: 'code.change', value: '1234' });
      expect(actor.getSnapshot().context.codeError).toBeNull();
    });

    it("stays at the code step with the server's sentence after a wrong code or a wrong password", async () => {
      const { actor, answer } = await atCodeStep();
      actor.send({ type: 'code.change', value: '000000' });
      actor.send({ type: 'form.submit' });
      answer(codeRequired('Invalid verification code. Please try again.'));
      await waitFor(actor, (s) => s.matches({ code: { entry: 'editing' } }) && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('Invalid verification code. Please try again.');

      // The password may be corrected; the address, where the code went, stays.
      actor.send({ type: 'field.change', field: 'password', value: 'Other123!' });
      actor.send({ type: 'field.change', field: 'email', value: 'else@example.com' });
      expect(actor.getSnapshot().context).toMatchObject({ password: 'Other123!', email: ' casey@example.com ' });
      actor.send({ type: 'form.submit' });
      answer({ error: { status: 401, message: 'Invalid email or password' } });
      await waitFor(actor, (s) => s.matches({ code: { entry: 'editing' } }) && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('Invalid email or password');
    });

    it('offers a new code after 60 seconds; asking sends the password alone and restarts the wait', async () => {
      const { actor, clock, calls, answer } = await atCodeStep();
      actor.send({ type: 'code.resend' });
      expect(calls).toHaveLength(1);
      for (let second = 0; second < 59; second++) clock.increment(1000);
      expect(actor.getSnapshot().context.secondsUntilResend).toBe(1);
      clock.increment(1000);
      expect(actor.getSnapshot().matches({ code: { resend: 'available' } })).toBe(true);

      actor.send({ type: 'code.resend' });
      expect(calls.at(-1)).toEqual({ email: 'casey@example.com', password: 'Secret123!', role: 'customer' });
      answer(codeRequired());
      await waitFor(actor, (s) => s.matches({ code: { resend: 'countingDown' } }));
      expect(actor.getSnapshot().context.secondsUntilResend).toBe(60);
    });

    it('goes back to the password form on code.cancel', async () => {
      const { actor } = await atCodeStep();
      actor.send({ type: 'code.change', value: '12' });
      actor.send({ type: 'code.cancel' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context).toMatchObject({ code: '', codeNotice: null });
    });
  });
});
