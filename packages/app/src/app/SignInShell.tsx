import type { LoginVariant } from '@injury-assist/domain';
import { ThemeRoot, ToastRegion } from '@injury-assist/ui';
import { type MouseEvent, type ReactNode, useMemo } from 'react';
import { signInTitle } from '../config/document-title';
import { accessLinkPaths } from '../config/paths';
import LoginPage from '../features/access/LoginPage';
import { SignedOutFooter } from '../features/public/SignedOutFooter';
import { type AppNavigation, AppNavigationProvider } from '../lib/navigation/app-navigation';
import { usePageTitle } from '../lib/page/page-title';
import { SessionProvider } from '../lib/session/session-context';

/** Where the shell hands over to the whole app: the path to show, and whether it replaces this one. */
export type LeaveShell = (to: string, replace: boolean) => void;

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A sign-in page opened directly, signed out — the page most visits start on — without the
 * router and the rest of the app: the same LoginPage, flow and screen, with navigation that hands
 * over to the whole app (loaded then) at the first link followed or after signing in.
 */
export function SignInShell({ variant, onLeave }: { variant: LoginVariant; onLeave: LeaveShell }) {
  usePageTitle(signInTitle(variant));
  const navigation = useMemo<AppNavigation>(() => {
    const leavingLink = (href: string, children: ReactNode, className?: string) => (
      <a
        href={href}
        className={className}
        onClick={(event) => {
          // A new tab or window loads the page itself; only a plain click stays in this one.
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onLeave(href, false);
        }}
      >
        {children}
      </a>
    );
    return {
      navigate: (to, options) => onLeave(to, options?.replace ?? false),
      renderLink: (to, children) => leavingLink(accessLinkPaths[to], children),
      renderPathLink: leavingLink,
    };
  }, [onLeave]);
  return (
    <ThemeRoot>
      <SessionProvider>
        <AppNavigationProvider value={navigation}>
          <LoginPage variant={variant} />
          <SignedOutFooter />
        </AppNavigationProvider>
      </SessionProvider>
      <ToastRegion />
    </ThemeRoot>
  );
}
