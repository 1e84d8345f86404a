import { type CheckoutStatus, PAYMENT_SUCCESS_COUNTDOWN_SECONDS, paymentSuccessMachine } from '@injury-assist/flows';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, fn, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { SessionProvider } from '../../app/session-context';
import { paths } from '../../config/paths';
import PaymentSuccessPage from './PaymentSuccessPage';

/** A memory router at `entry`, with a stand-in for the dashboard the countdown leads to. */
const atEntry =
  (entry: string): Decorator =>
  (Story) => (
    <SessionProvider>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="*" element={<Story />} />
          <Route path={paths.provider.root} element={<p>Provider dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>
  );

const checks = fn<(sessionId: string) => void>().mockName('checkPayment');
const sessions = fn<() => void>().mockName('startSession');

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
      startSession: fromPromise<void, void>(async () => {
        sessions();
      }),
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
    sessions.mockClear();
  },
} satisfies Meta<typeof PaymentSuccessPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const countdownPattern = /Redirecting to your dashboard in (\d+) seconds?…/;

export const CountsDown: Story = {
  decorators: [atEntry('/payment-success')],
  render: () => <PaymentSuccessPage logic={answering()} />,
  play: async ({ canvas }) => {
    const secondsShown = () => Number(countdownPattern.exec(canvas.getByText(countdownPattern).textContent ?? '')?.[1]);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    const first = secondsShown();
    await expect(first).toBeLessThanOrEqual(PAYMENT_SUCCESS_COUNTDOWN_SECONDS);
    await waitFor(() => expect(secondsShown()).toBeLessThan(first));
    // Opened without a checkout, the page has nothing to confirm.
    await expect(checks).not.toHaveBeenCalled();

    await expect(await canvas.findByText('Provider dashboard', {}, { timeout: 3000 })).toBeVisible();
  },
};

export const ConfirmsBeforeClaimingSuccess: Story = {
  decorators: [atEntry('/payment-success?session_id=cs_story')],
  render: () => <PaymentSuccessPage logic={answering('pending', 'pending', 'paid')} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Go to Dashboard' })).toBeNull();
    await expect(checks).toHaveBeenCalledWith('cs_story');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Payment Successful!' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(checks).toHaveBeenCalledTimes(3);
    await expect(sessions).toHaveBeenCalledOnce();
  },
};

export const StillConfirming: Story = {
  decorators: [atEntry('/payment-success?session_id=cs_story')],
  render: () => <PaymentSuccessPage logic={answering('pending')} />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(checks).toHaveBeenCalledTimes(2));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeVisible();
  },
};

export const DeclinedAfterAll: Story = {
  decorators: [atEntry('/payment-success?session_id=cs_story')],
  render: () => <PaymentSuccessPage logic={answering('failed')} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try Payment Again' })).toHaveAttribute('href', '/user-sign-up');
    await expect(sessions).not.toHaveBeenCalled();
  },
};
