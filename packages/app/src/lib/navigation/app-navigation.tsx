import type { RenderLink } from '@injury-assist/ui';
import { createContext, type ReactNode, useContext } from 'react';

/** A link to a path of the app (a published page, the blog), with the look the screen gives it. */
export type RenderPathLink = (href: string, children: ReactNode, className: string) => ReactNode;

/**
 * How a page moves on and links elsewhere, without naming the router: inside the app it is
 * React Router; on a first load of a sign-in page it is the sign-in shell, which has no router
 * (app/SignInShell.tsx).
 */
export interface AppNavigation {
  navigate(to: string, options?: { replace?: boolean }): void;
  renderLink: RenderLink;
  renderPathLink: RenderPathLink;
}

const AppNavigationContext = createContext<AppNavigation | null>(null);

export const AppNavigationProvider = AppNavigationContext.Provider;

export function useAppNavigation(): AppNavigation {
  const navigation = useContext(AppNavigationContext);
  if (!navigation) throw new Error('useAppNavigation is used outside an AppNavigationProvider.');
  return navigation;
}
