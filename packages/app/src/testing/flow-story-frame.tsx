import type { LoginUser } from '@injury-assist/flows';
import { ToastRegion } from '@injury-assist/ui';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { spyOn } from 'storybook/test';
import { RequireRole } from '../app/guards';
import { SessionProvider } from '../app/session-context';
import { paths } from '../config/paths';
import { clearStoredSession, writeStoredSession } from '../lib/session/session-storage';

/**
 * Flow stories run the page signed out (nothing stored, so the session provider asks no server)
 * in a memory router. `stubRoutes` stand in for where the flow navigates: path → visible text.
 */
export function signedOutFrame({
  stubRoutes = {},
  withToasts = false,
}: {
  stubRoutes?: Record<string, string>;
  withToasts?: boolean;
} = {}): Decorator {
  return (Story) => (
    <SessionProvider>
      <MemoryRouter>
        <Routes>
          <Route path="*" element={<Story />} />
          {Object.entries(stubRoutes).map(([path, text]) => (
            <Route key={path} path={path} element={<p>{text}</p>} />
          ))}
        </Routes>
      </MemoryRouter>
      {withToasts ? <ToastRegion /> : null}
    </SessionProvider>
  );
}

/**
 * Stores a session for `user` and answers the session provider's token check itself, so a
 * signed-in frame asks no server. Call it in `beforeEach`; it returns the clean-up.
 */
export function storeSignedInSession(user: LoginUser): () => void {
  writeStoredSession({ token: 'story-token', userType: user.user_type, user });
  const realFetch = globalThis.fetch;
  const tokenCheck = spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return url.endsWith('/auth/v1/user')
      ? Promise.resolve(new Response(JSON.stringify({ id: user.id }), { status: 200 }))
      : realFetch(input, init);
  });
  return () => {
    tokenCheck.mockRestore();
    clearStoredSession();
  };
}

/**
 * Flow stories of pages behind sign-in: the stored session (see `storeSignedInSession`) goes
 * through the real SessionProvider and the area's RequireRole guard, in a memory router.
 */
export function signedInFrame({ withToasts = false }: { withToasts?: boolean } = {}): Decorator {
  return (Story) => (
    <SessionProvider>
      <MemoryRouter>
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
      </MemoryRouter>
      {withToasts ? <ToastRegion /> : null}
    </SessionProvider>
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
