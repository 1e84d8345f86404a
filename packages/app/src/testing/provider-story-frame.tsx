import { ToastRegion, toastQueue } from '@injury-assist/ui';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { RequireRole } from '../app/guards';
import { RouterNavigation } from '../components/RouterNavigation';
import { paths } from '../config/paths';
import { queryClient } from '../lib/api/queries';
import { ClockProvider } from '../lib/clock/clock-context';
import { SessionProvider } from '../lib/session/session-context';
import { type FakeProvider, fakeProvider, storyProvider } from './fake-provider-api';
import { providerStoryNow } from './fake-provider-workspace';
import { storeSignedInSession } from './flow-story-frame';
import * as styles from './provider-story-frame.css';

const storyClock = { now: () => providerStoryNow };

/**
 * A provider page as the signed-in provider sees it: the stored session through the real guard, the
 * app's query cache (emptied for each story) and toasts, over the fake provider server, at a fixed
 * time (`providerStoryNow`).
 */
const providerFrame: Decorator = (Story) => (
  <ClockProvider value={storyClock}>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <MemoryRouter>
          <RouterNavigation>
            <Routes>
              <Route
                path="*"
                element={
                  <RequireRole userType="provider" loginPath={paths.providerLogin}>
                    <Story />
                  </RequireRole>
                }
              />
              <Route path={paths.providerLogin} element={<p>Signed out</p>} />
            </Routes>
          </RouterNavigation>
        </MemoryRouter>
        <ToastRegion />
      </SessionProvider>
    </QueryClientProvider>
  </ClockProvider>
);

/**
 * Meta for a provider page's flow stories. `server()` is the current story's fake server (made
 * afresh before each story), so a play function can make its next call fail or read what was sent.
 */
export function providerFlowStory() {
  let current: FakeProvider = fakeProvider();
  return {
    server: () => current,
    meta: {
      decorators: [providerFrame],
      beforeEach: () => {
        current = fakeProvider();
        queryClient.clear();
        toastQueue.clear();
        return storeSignedInSession(storyProvider, current.api);
      },
    },
  };
}

/** The page at a phone's width (390 px), for a story's second screenshot. */
export const onAPhone: Decorator = (Story) => (
  <div className={styles.phoneScreen}>
    <Story />
  </div>
);

export const body = () => within(document.body);

/** A toast with this title and tone; closed after the check. */
export async function expectToast(title: string, tone: 'success' | 'critical') {
  const toast = await body().findByRole('alertdialog', { name: title });
  await expect(toast).toHaveAttribute('data-tone', tone);
  within(toast).getByRole('button', { name: 'Close notification' }).click();
  await waitFor(() => expect(body().queryByRole('alertdialog', { name: title })).toBeNull());
}

/** Closes the toasts on screen (a failed read's shared toast), so a screenshot never depends on their timing. */
export async function closeToasts() {
  for (const toast of body().queryAllByRole('alertdialog')) {
    within(toast).getByRole('button', { name: 'Close notification' }).click();
  }
  await waitFor(() => expect(body().queryAllByRole('alertdialog')).toHaveLength(0));
}
