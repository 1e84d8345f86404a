import { PAYMENT_SUCCESS_COUNTDOWN_SECONDS, paymentSuccessMachine } from '@injury-assist/flows';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { paths } from '../../config/paths';
import { ReplaceFlow } from '../../lib/flows/create-flow';
import PaymentSuccessPage from './PaymentSuccessPage';
import { PaymentSuccessFlow } from './payment-success-flow';

/** A memory router with a stand-in for the dashboard the countdown leads to. */
const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Routes>
      <Route path="*" element={<Story />} />
      <Route path={paths.provider.root} element={<p>Provider dashboard</p>} />
    </Routes>
  </MemoryRouter>
);

// A tenth of a second a tick: the whole countdown takes one.
const quickCountdown = paymentSuccessMachine.provide({ delays: { tick: 100 } });

const meta = {
  title: 'Flows/Access/PaymentSuccessPage',
  component: PaymentSuccessPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
} satisfies Meta<typeof PaymentSuccessPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const countdownPattern = /Redirecting to your dashboard in (\d+) seconds?…/;

export const CountsDown: Story = {
  render: () => (
    <ReplaceFlow flow={PaymentSuccessFlow} logic={quickCountdown}>
      <PaymentSuccessPage />
    </ReplaceFlow>
  ),
  play: async ({ canvas }) => {
    const secondsShown = () => Number(countdownPattern.exec(canvas.getByText(countdownPattern).textContent ?? '')?.[1]);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    const first = secondsShown();
    await expect(first).toBeLessThanOrEqual(PAYMENT_SUCCESS_COUNTDOWN_SECONDS);
    await waitFor(() => expect(secondsShown()).toBeLessThan(first));

    await expect(await canvas.findByText('Provider dashboard', {}, { timeout: 3000 })).toBeVisible();
  },
};

// A tick that never falls due within the story: the page stays where its snapshot puts it.
const heldCountdown = paymentSuccessMachine.provide({ delays: { tick: 60_000 } });

export const OneSecondLeftGoesOnAtOnce: Story = {
  render: () => (
    <ReplaceFlow
      flow={PaymentSuccessFlow}
      logic={heldCountdown}
      snapshot={heldCountdown.resolveState({ value: 'countingDown', context: { secondsLeft: 1 } })}
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
