import { ThemeRoot, ToastRegion } from '@injury-assist/ui';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../lib/session/session-context';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <ThemeRoot>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
      <ToastRegion />
    </ThemeRoot>
  );
}
