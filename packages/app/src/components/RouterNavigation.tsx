import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { type AppNavigation, AppNavigationProvider } from '../lib/navigation/app-navigation';
import { renderRouterLink, renderRouterPathLink } from './router-link';

/** Page navigation through React Router; placed inside the router. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigation = useMemo<AppNavigation>(
    () => ({
      navigate: (to, options) => navigate(to, options),
      renderLink: renderRouterLink,
      renderPathLink: renderRouterPathLink,
    }),
    [navigate],
  );
  return <AppNavigationProvider value={navigation}>{children}</AppNavigationProvider>;
}
