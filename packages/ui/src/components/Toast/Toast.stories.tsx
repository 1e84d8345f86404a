import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { ToastRegion } from './Toast';
import { createToastQueue, DEFAULT_TOAST_TIMEOUT_MS, showToast, type ToastOptions } from './toastQueue';

/**
 * Each story gets a queue of its own and shows its toasts on mount. Their timers are paused (`held`)
 * so the screenshot never races a toast's seconds on a busy machine; the story about closing on
 * time lets them run.
 */
function ToastDemo({ toasts, held = true }: { toasts: ToastOptions[]; held?: boolean }) {
  const [queue] = useState(createToastQueue);
  useEffect(() => {
    const closers = toasts.map((toast) => showToast(toast, queue));
    if (held) queue.pauseAll();
    return () => {
      for (const close of closers) close();
    };
  }, [queue, toasts, held]);
  return <ToastRegion queue={queue} />;
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Success: Story = {
  args: { toasts: [{ title: 'Appointment booked successfully!', tone: 'success' }] },
  play: async () => {
    const toast = await body().findByRole('alertdialog', { name: 'Appointment booked successfully!' });
    await expect(toast).toHaveAttribute('data-tone', 'success');
  },
};

export const CriticalIsDestructive: Story = {
  args: { toasts: [{ title: 'Unauthorized Access!', tone: 'critical' }] },
  play: async () => {
    const toast = await body().findByRole('alertdialog', { name: 'Unauthorized Access!' });
    await expect(toast).toHaveAttribute('data-tone', 'critical');
  },
};

export const InfoWithDescription: Story = {
  args: {
    toasts: [{ title: 'Check your email', description: 'We sent a temporary password reset link.', tone: 'info' }],
  },
};

export const Stacked: Story = {
  args: {
    toasts: [
      { title: 'Concern raised successfully', tone: 'success' },
      { title: 'Select all fields for search!!', tone: 'critical' },
      { title: 'Verification code resent successfully!', tone: 'info' },
    ],
  },
  play: async () => {
    await waitFor(() => expect(body().getAllByRole('alertdialog')).toHaveLength(3));
  },
};

export const TheSameToastTwiceShowsOnce: Story = {
  args: {
    toasts: [
      { title: 'The concerns are resting.', tone: 'critical' },
      { title: 'The concerns are resting.', tone: 'critical' },
      { title: 'The concerns are resting.', tone: 'info' },
    ],
  },
  play: async () => {
    await waitFor(() => expect(body().getAllByRole('alertdialog')).toHaveLength(2));
    await expect(body().getAllByRole('alertdialog', { name: 'The concerns are resting.' })).toHaveLength(2);
  },
};

export const DefaultDurationIsFiveSeconds: Story = {
  args: { toasts: [{ title: 'An error occurred.', tone: 'critical' }] },
  play: async () => {
    const toast = await body().findByRole('alertdialog', { name: 'An error occurred.' });
    await expect(DEFAULT_TOAST_TIMEOUT_MS).toBe(5000);
    await expect(toast).toHaveAttribute('data-timeout', '5000');
  },
};

export const CustomDurationCloses: Story = {
  args: { toasts: [{ title: 'Profile updated successfully!', tone: 'success', timeout: 300 }], held: false },
  play: async () => {
    await body().findByRole('alertdialog', { name: 'Profile updated successfully!' });
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const CloseButtonDismisses: Story = {
  args: { toasts: [{ title: 'Concern raised successfully', tone: 'success' }] },
  play: async ({ userEvent }) => {
    await body().findByRole('alertdialog', { name: 'Concern raised successfully' });
    await userEvent.click(body().getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};
