import type { UserType } from '@injury-assist/domain';
import { FullPageSpinner } from '@injury-assist/ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { homeOf, useSession } from '../lib/session/session-context';

/** Logged-out-only routes send a signed-in visitor to the home of their role. */
export function LoggedOutOnly({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (state.status === 'checking') return <FullPageSpinner label="Checking your session" />;
  if (state.status === 'signedIn') return <Navigate to={homeOf(state.session.userType)} replace />;
  return children;
}

/** Area routes let in one role; anyone else goes to that area's login page. */
export function RequireRole({
  userType,
  loginPath,
  children,
}: {
  userType: UserType;
  loginPath: string;
  children: ReactNode;
}) {
  const { state } = useSession();
  if (state.status === 'checking') return <FullPageSpinner label="Checking your session" />;
  if (state.status !== 'signedIn' || state.session.userType !== userType) return <Navigate to={loginPath} replace />;
  return children;
}

/** `/`: the home of the signed-in role, or the customer login. */
export function RootRedirect() {
  const { state } = useSession();
  if (state.status === 'checking') return <FullPageSpinner label="Checking your session" />;
  return <Navigate to={state.status === 'signedIn' ? homeOf(state.session.userType) : paths.customerLogin} replace />;
}
