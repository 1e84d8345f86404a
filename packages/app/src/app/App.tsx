import { ThemeRoot, ToastRegion } from '@injury-assist/ui';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { SessionProvider } from './session-context';

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
