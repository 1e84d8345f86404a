import type { LoginRole } from '@injury-assist/flows';
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

  const value = useMemo(() => ({ state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession is used outside SessionProvider');
  return value;
}

/** spec §2: provider → /dashboard, admin → /admin, anything else → /customer-dashboard. */
export function homeOf(role: LoginRole | string): string {
  switch (role) {
    case 'provider':
      return '/dashboard';
    case 'admin':
      return '/admin';
    default:
      return '/customer-dashboard';
  }
}
