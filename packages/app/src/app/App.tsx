import { ThemeRoot, ToastRegion } from '@injury-assist/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '../lib/api/queries';
import { AppRoutes } from './router';
import { SessionProvider } from './session-context';

export function App() {
  return (
    <ThemeRoot>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </QueryClientProvider>
      <ToastRegion />
    </ThemeRoot>
  );
}
