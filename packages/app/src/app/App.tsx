import { ThemeRoot, ToastRegion } from '@injury-assist/ui';
import { BrowserRouter } from 'react-router-dom';
import { RouterNavigation } from '../components/RouterNavigation';
import { SessionProvider } from '../lib/session/session-context';
import { AppRoutes } from './router';

export function App() {
  return (
    <ThemeRoot>
      <SessionProvider>
        <BrowserRouter>
          <RouterNavigation>
            <AppRoutes />
          </RouterNavigation>
        </BrowserRouter>
      </SessionProvider>
      <ToastRegion />
    </ThemeRoot>
  );
}
