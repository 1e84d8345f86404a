import { ToastRegion } from '@injury-assist/ui';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '../app/session-context';

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
 * react-aria's screen-reader log. A pending Button announces itself by `aria-labelledby`, and the
 * entry outlives the button by 7 s, so after a flow moves on axe finds it naming nothing.
 */
export const flowStoryParameters = {
  layout: 'fullscreen',
  a11y: { context: { exclude: ['[data-live-announcer]'] } },
} as const;
