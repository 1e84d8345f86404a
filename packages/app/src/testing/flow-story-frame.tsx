import type { LoginUser } from '@injury-assist/flows/login';
import { ToastRegion } from '@injury-assist/ui';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RequireRole } from '../app/guards';
import { RouterNavigation } from '../components/RouterNavigation';
import { paths } from '../config/paths';
import { queryClient } from '../lib/api/queries';
import { SessionProvider } from '../lib/session/session-context';
import { clearStoredSession, writeStoredSession } from '../lib/session/session-storage';
import { answerApi, type StoryApi } from './story-api';

/**
 * Flow stories run the page signed out (nothing stored, so the session provider asks no server)
 * in a memory router opened at `entry`. `stubRoutes` stand in for where the flow navigates: path →
 * visible text.
 */
export function signedOutFrame({
  entry = '/',
  stubRoutes = {},
  withToasts = false,
}: {
  entry?: string;
  stubRoutes?: Record<string, string>;
  withToasts?: boolean;
} = {}): Decorator {
  return (Story) => (
    <SessionProvider>
      <MemoryRouter initialEntries={[entry]}>
        <RouterNavigation>
          <Routes>
            <Route path="*" element={<Story />} />
            {Object.entries(stubRoutes).map(([path, text]) => (
              <Route key={path} path={path} element={<p>{text}</p>} />
            ))}
          </Routes>
        </RouterNavigation>
      </MemoryRouter>
      {withToasts ? <ToastRegion /> : null}
    </SessionProvider>
  );
}

/**
 * Stores a session for `user` and answers the story's API calls: the session provider's check of the
 * stored session (the user's own profile) and whatever else `answers` names. Call it in
 * `beforeEach`; it returns the clean-up.
 */
export function storeSignedInSession(user: LoginUser, answers: StoryApi = {}): () => void {
  writeStoredSession({ token: 'story-token', userType: user.user_type, user });
  const stopAnswering = answerApi({
    'GET /getUserById/{id}': () => ({
      status: 200,
      data: {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: null,
        dob: null,
        gender: null,
        profile_picture: null,
        logoUrl: null,
      },
    }),
    ...answers,
  });
  return () => {
    stopAnswering();
    clearStoredSession();
  };
}

/**
 * Flow stories of pages behind sign-in: the stored session (see `storeSignedInSession`) goes
 * through the real SessionProvider and the area's RequireRole guard, in a memory router, with the
 * query cache the signed-in areas provide.
 */
export function signedInFrame({ withToasts = false }: { withToasts?: boolean } = {}): Decorator {
  return (Story) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <MemoryRouter>
          <RouterNavigation>
            <Routes>
              <Route
                path="*"
                element={
                  <RequireRole userType="customer" loginPath={paths.customerLogin}>
                    <Story />
                  </RequireRole>
                }
              />
              <Route path={paths.customerLogin} element={<p>Signed out</p>} />
            </Routes>
          </RouterNavigation>
        </MemoryRouter>
        {withToasts ? <ToastRegion /> : null}
      </SessionProvider>
    </QueryClientProvider>
  );
}

/**
 * react-aria's screen-reader log. A pending Button announces itself by `aria-labelledby`, and the
 * entry outlives the button by 7 s, so after a flow moves on axe finds it naming nothing.
 */
export const flowStoryParameters = {
  layout: 'fullscreen',
  a11y: { context: { exclude: ['[data-live-announcer]'] } },
} as const;

/**
 * Pages behind sign-in render here without their area layout, whose padding they rely on: padded,
 * so their screenshots do not run into the edge. Signed-out pages bring their own full-page frame.
 */
export const signedInStoryParameters = { ...flowStoryParameters, layout: 'padded' } as const;
