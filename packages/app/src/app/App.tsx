import { ThemeRoot, ToastRegion } from '@injury-assist/ui';
import { BrowserRouter } from 'react-router-dom';
import { RouterNavigation } from '../components/RouterNavigation';
import { SessionProvider } from '../lib/session/session-context';
import { PageTitleAndFocus } from './PageTitleAndFocus';
import { AppRoutes } from './router';

/** `arrivedByNavigation`: shown after the sign-in shell handed over (signed in, or a link followed). */
export function App({ arrivedByNavigation = false }: { arrivedByNavigation?: boolean }) {
  return (
    <ThemeRoot>
      <SessionProvider>
        <BrowserRouter>
          <RouterNavigation>
            <PageTitleAndFocus arrivedByNavigation={arrivedByNavigation} />
            <AppRoutes />
          </RouterNavigation>
        </BrowserRouter>
      </SessionProvider>
      <ToastRegion />
    </ThemeRoot>
  );
}
