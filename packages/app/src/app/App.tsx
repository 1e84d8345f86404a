import { ThemeRoot, ToastRegion } from '@injury-assist/ui';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router';
import { SessionProvider } from './session-context';

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
