import { ThemeRoot, ToastRegion } from '@injury-assist/ui';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <ThemeRoot>
      <RouterProvider router={router} />
      <ToastRegion />
    </ThemeRoot>
  );
}
