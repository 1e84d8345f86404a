import type { UserType } from '@injury-assist/domain';
import type { LoginUser } from '@injury-assist/flows';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  clearStoredSession,
  readStoredSession,
  type StoredSession,
  writeStoredSession,
} from '../lib/session/session-storage';

export type SessionState =
  | { status: 'checking' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; session: StoredSession };

type SessionContextValue = {
  state: SessionState;
  signIn: (session: StoredSession) => void;
  signOut: () => void;
  /** After a profile save: the top bar shows the new name at once. */
  updateUser: (changes: Partial<Pick<LoginUser, 'name'>>) => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

/** A stored token is only trusted once the server still accepts it (expired or revoked ones are dropped). */
async function isAccepted(token: string): Promise<boolean> {
  try {
    const response = await fetch('/auth/v1/user', { headers: { Authorization: `Bearer ${token}` } });
    return response.status !== 401 && response.status !== 403;
  } catch {
    // Offline: keep the session; the next API call decides.
    return true;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'checking' });

  useEffect(() => {
    let cancelled = false;
    const stored = readStoredSession();
    if (!stored) {
      setState({ status: 'signedOut' });
      return;
    }
    void isAccepted(stored.token).then((accepted) => {
      if (cancelled) return;
      if (accepted) setState({ status: 'signedIn', session: stored });
      else {
        clearStoredSession();
        setState({ status: 'signedOut' });
      }
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const signIn = useCallback((session: StoredSession) => {
    writeStoredSession(session);
    setState({ status: 'signedIn', session });
  }, []);

  const signOut = useCallback(() => {
    clearStoredSession();
    setState({ status: 'signedOut' });
  }, []);

  const updateUser = useCallback((changes: Partial<Pick<LoginUser, 'name'>>) => {
    setState((current) => {
      if (current.status !== 'signedIn' || !current.session.user) return current;
      const session = { ...current.session, user: { ...current.session.user, ...changes } };
      writeStoredSession(session);
      return { status: 'signedIn', session };
    });
  }, []);

  const value = useMemo(() => ({ state, signIn, signOut, updateUser }), [state, signIn, signOut, updateUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession is used outside SessionProvider');
  return value;
}

/** spec §2: provider → /dashboard, admin → /admin, anything else → /customer-dashboard. */
/** The signed-in user; only for pages behind RequireRole, which guarantees one. */
export function useSignedInUser(): LoginUser {
  const { state } = useSession();
  if (state.status !== 'signedIn' || !state.session.user) throw new Error('useSignedInUser needs a signed-in user');
  return state.session.user;
}

export function homeOf(role: UserType): string {
  switch (role) {
    case 'provider':
      return '/dashboard';
    case 'admin':
      return '/admin';
    default:
      return '/customer-dashboard';
  }
}
