import type { UserType } from '@injury-assist/domain';
import type { LoginUser } from '@injury-assist/flows/login';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { paths } from '../../config/paths';
import { api, quietErrors } from '../api/client';
import { supabaseAccessToken } from '../supabase';
import { clearStoredSession, readStoredSession, type StoredSession, writeStoredSession } from './session-storage';

export type SessionState =
  | { status: 'checking' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; session: StoredSession };

type SessionContextValue = {
  state: SessionState;
  signIn: (session: StoredSession) => void;
  signOut: () => void;
  /** After a profile save: the top bar shows the new name at once. */
  updateUser: (changes: Partial<Pick<LoginUser, 'name' | 'email'>>) => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * A stored session is only trusted once the server still accepts its token: the user's own profile
 * is asked for through the API client, quietly (no error toast, no redirect). 401, 403 or 404 — an
 * expired or revoked token, or an account that is gone — drop it; offline, or a server error, keeps it
 * and the next call decides.
 */
async function isAccepted({ user }: StoredSession): Promise<boolean> {
  try {
    const { response } = await api.GET('/getUserById/{id}', { params: { path: { id: user.id } }, ...quietErrors });
    return ![401, 403, 404].includes(response.status);
  } catch {
    return true;
  }
}

/**
 * An admin's token is the access token of their supabase-js session, which lasts an hour: back after
 * longer, the session's refresh token renews it (auth-js does when it has run out) before the
 * stored session is checked. No supabase-js session left means signed out.
 */
async function renewed(stored: StoredSession): Promise<StoredSession | null> {
  if (stored.userType !== 'admin') return stored;
  let token: string | null;
  try {
    token = await supabaseAccessToken();
  } catch {
    // Offline (auth-js could not even load): keep it, as isAccepted does; the next call decides.
    return stored;
  }
  if (!token) return null;
  const renewedSession = { ...stored, token };
  writeStoredSession(renewedSession);
  return renewedSession;
}

async function checked(stored: StoredSession): Promise<StoredSession | null> {
  const session = await renewed(stored);
  return session && (await isAccepted(session)) ? session : null;
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
    void checked(stored).then((session) => {
      if (cancelled) return;
      if (session) setState({ status: 'signedIn', session });
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

  const updateUser = useCallback((changes: Partial<Pick<LoginUser, 'name' | 'email'>>) => {
    setState((current) => {
      if (current.status !== 'signedIn') return current;
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

/** The signed-in user; only for pages behind RequireRole, which guarantees one. */
export function useSignedInUser(): LoginUser {
  const { state } = useSession();
  if (state.status !== 'signedIn') throw new Error('useSignedInUser needs a signed-in user');
  return state.session.user;
}

/** spec §2: provider → /dashboard, admin → /admin, customer → /customer-dashboard. */
export function homeOf(userType: UserType): string {
  return paths[userType].root;
}
