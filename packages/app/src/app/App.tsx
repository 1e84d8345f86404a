import { ThemeRoot, ToastRegion } from '@injury-assist/ui';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '../lib/session/session-context';
import { AppRoutes } from './router';

export function App() {
  return (
    <ThemeRoot>
      <SessionProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionProvider>
      <ToastRegion />
    </ThemeRoot>
  );
}
