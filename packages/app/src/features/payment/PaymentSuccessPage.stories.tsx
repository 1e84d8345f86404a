import type { CheckoutStatus } from '@injury-assist/domain';
import {
  PAYMENT_SUCCESS_COUNTDOWN_SECONDS,
  paymentSuccessMachine,
  type StartedSession,
} from '@injury-assist/flows/payment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { fromPromise, SimulatedClock } from 'xstate';
import { paths } from '../../config/paths';
import { ReplaceFlow } from '../../lib/flows/create-flow';
import { clearStoredSession, readStoredSession } from '../../lib/session/session-storage';
import { signedOutFrame } from '../../testing/flow-story-frame';
import PaymentSuccessPage from './PaymentSuccessPage';
import { PaymentSuccessFlow } from './payment-success-flow';

const stubRoutes = { [paths.provider.root]: 'Provider dashboard' };
const withCheckout = signedOutFrame({ entry: `${paths.paymentSuccess}?session_id=cs_story`, stubRoutes });

const checks = fn<(sessionId: string) => void>().mockName('checkPayment');

const newProvider: StartedSession = {
  token: 'story-provider-token',
  user: {
    id: 'provider-story',
    email: 'owner@sunrise-clinic.test',
    name: 'Ana Ruiz',
    user_type: 'provider',
    category_id: 1,
    speciality_groups_id: 2,
    service_id: 3,
  },
};

// A tick that never falls due within the story: the page stays where it is for the screenshot.
const heldTick = { delays: { tick: 60_000 } };

/** The gateway's answers in turn (the last one repeats), a tenth of a second apart; a quick countdown. */
function answering(...statuses: CheckoutStatus[]) {
  let asked = 0;
  return paymentSuccessMachine.provide({
    actors: {
      checkPayment: fromPromise<CheckoutStatus, { sessionId: string }>(async ({ input }) => {
        checks(input.sessionId);
        const status = statuses[Math.min(asked, statuses.length - 1)] ?? 'pending';
        asked += 1;
        return status;
      }),
      startSession: fromPromise<StartedSession | null, void>(async () => newProvider),
    },
    delays: { tick: 100, recheck: 300 },
  });
}

const meta = {
  title: 'Flows/Access/PaymentSuccessPage',
  component: PaymentSuccessPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    checks.mockClear();
    clearStoredSession();
    return clearStoredSession;
  },
} satisfies Meta<typeof PaymentSuccessPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const countdownPattern = /Redirecting to your dashboard in (\d+) seconds?…/;

// The countdown's ticks (100 ms here) fall due only when the story moves this clock.
const countdownClock = new SimulatedClock();

export const CountsDown: Story = {
  decorators: [signedOutFrame({ entry: paths.paymentSuccess, stubRoutes })],
  render: () => (
    <ReplaceFlow flow={PaymentSuccessFlow} logic={answering()} clock={countdownClock}>
      <PaymentSuccessPage />
    </ReplaceFlow>
  ),
  play: async ({ canvas }) => {
    const secondsShown = () => Number(countdownPattern.exec(canvas.getByText(countdownPattern).textContent ?? '')?.[1]);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    const first = secondsShown();
    await expect(first).toBe(PAYMENT_SUCCESS_COUNTDOWN_SECONDS);
    countdownClock.increment(100);
    await waitFor(() => expect(secondsShown()).toBe(first - 1));
    // Opened without a checkout, the page has nothing to confirm.
    await expect(checks).not.toHaveBeenCalled();

    for (let second = first - 1; second > 0; second -= 1) countdownClock.increment(100);
    await expect(await canvas.findByText('Provider dashboard')).toBeVisible();
  },
};

const heldCountdown = paymentSuccessMachine.provide(heldTick);

export const OneSecondLeftGoesOnAtOnce: Story = {
  decorators: [signedOutFrame({ entry: paths.paymentSuccess, stubRoutes })],
  render: () => (
    <ReplaceFlow
      flow={PaymentSuccessFlow}
      logic={heldCountdown}
      snapshot={heldCountdown.resolveState({
        value: 'countingDown',
        context: { secondsLeft: 1, sessionId: null, status: null },
      })}
    >
      <PaymentSuccessPage />
    </ReplaceFlow>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Redirecting to your dashboard in 1 second…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Dashboard' }));
    await expect(await canvas.findByText('Provider dashboard')).toBeVisible();
  },
};

// The rechecks (300 ms apart here) fall due only when the story moves this clock.
const recheckClock = new SimulatedClock();

export const ConfirmsBeforeClaimingSuccess: Story = {
  decorators: [withCheckout],
  render: () => (
    // The screenshot after the play shows the page it checked, not the dashboard the countdown leads to.
    <ReplaceFlow
      flow={PaymentSuccessFlow}
      logic={answering('pending', 'pending', 'paid').provide(heldTick)}
      clock={recheckClock}
    >
      <PaymentSuccessPage />
    </ReplaceFlow>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Go to Dashboard' })).toBeNull();
    await expect(checks).toHaveBeenCalledWith('cs_story');
    for (const asked of [2, 3]) {
      // A 'pending' answer waits 300 ms before asking again, from when it arrives: move the clock on
      // until the next question is asked, whenever the answer before it lands.
      await waitFor(() => {
        if (checks.mock.calls.length < asked) recheckClock.increment(300);
        expect(checks).toHaveBeenCalledTimes(asked);
      });
    }
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    await expect(checks).toHaveBeenCalledTimes(3);
    // The new provider's session is kept, so the dashboard opens signed in.
    await expect(readStoredSession()?.token).toBe(newProvider.token);
  },
};

export const StillConfirming: Story = {
  decorators: [withCheckout],
  render: () => (
    <ReplaceFlow flow={PaymentSuccessFlow} logic={answering('pending')}>
      <PaymentSuccessPage />
    </ReplaceFlow>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(checks).toHaveBeenCalledTimes(2));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeVisible();
  },
};

export const DeclinedAfterAll: Story = {
  decorators: [withCheckout],
  render: () => (
    <ReplaceFlow flow={PaymentSuccessFlow} logic={answering('failed')}>
      <PaymentSuccessPage />
    </ReplaceFlow>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try Payment Again' })).toHaveAttribute('href', paths.providerSignUp);
    await expect(readStoredSession()).toBeNull();
  },
};
