import { AppShell, type AppShellNavItem } from '@injury-assist/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { queryClient } from '../lib/api/queries';
import { InsideMainContext } from '../lib/page/main-landmark';
import { useSession } from '../lib/session/session-context';

export type AreaLayoutProps = {
  area: string;
  /**
   * The top bar's title naming the area (the spec's 'Provider Dashboard'): each page then has its own
   * h1. By default the top bar's title is the current page's name and is the page's h1.
   */
  headerTitle?: string;
  navLabel: string;
  navItems: readonly AppShellNavItem[];
  /** Where signing out leads: the area's own login page. */
  loginPath: string;
  helpBox?: ReactNode;
  headerExtras?: ReactNode;
  /** A user menu holding the sign-out, labelled so, instead of the Logout button (the provider area). */
  signOutMenuLabel?: string;
  /** Extra sign-out work, e.g. ending the admin's supabase session. */
  onSignOut?: () => Promise<void> | void;
};

/** The shell of every signed-in area: sidebar, top bar with the user and Logout, the page below. */
export function AreaLayout({
  area,
  headerTitle,
  navLabel,
  navItems,
  loginPath,
  helpBox,
  headerExtras,
  signOutMenuLabel,
  onSignOut,
}: AreaLayoutProps) {
  const { state, signOut } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = navItems.find((item) => pathname === item.href || pathname.startsWith(`${item.href}/`));
  const user = state.status === 'signedIn' ? state.session.user : null;
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell
        area={area}
        navLabel={navLabel}
        navItems={navItems}
        currentId={current?.id}
        title={headerTitle ?? current?.label ?? area}
        isTitleHeading={headerTitle === undefined}
        user={{ name: user?.name ?? '', email: user?.email ?? '' }}
        helpBox={helpBox}
        headerExtras={headerExtras}
        userMenu={signOutMenuLabel ? { signOutLabel: signOutMenuLabel } : undefined}
        renderLink={(item, link) => (
          <Link
            to={item.href}
            className={link.className}
            aria-current={link.isCurrent ? 'page' : undefined}
            onClick={link.onNavigate}
          >
            {link.children}
          </Link>
        )}
        onLogout={async () => {
          await onSignOut?.();
          // What one user read is not kept for whoever signs in next.
          queryClient.clear();
          signOut();
          navigate(loginPath, { replace: true });
        }}
      >
        <InsideMainContext.Provider value={true}>
          <Outlet />
        </InsideMainContext.Provider>
      </AppShell>
    </QueryClientProvider>
  );
}
