import type { AuthChangeEvent, GoTrueClient, Session } from '@supabase/auth-js';

// The local server answers the Supabase-compatible subset on its own origin; a hosted project
// is used by setting both variables at build time.
export const supabaseUrl = new URL(import.meta.env.VITE_SUPABASE_URL ?? window.location.origin);
export const supabaseAnonKey = import.meta.env.VITE_SUPABASE_ANON_KEY ?? 'local-anon-key';

/** A Supabase endpoint's address, e.g. `auth/v1`, under the project's URL. */
export const supabaseEndpoint = (path: string, protocol = supabaseUrl.protocol) => {
  const at = new URL(path, supabaseUrl.href.endsWith('/') ? supabaseUrl.href : `${supabaseUrl.href}/`);
  at.protocol = protocol;
  return at.href;
};

/** supabase-js's own storage key, so a session made by either client is the other's. */
const storageKey = `sb-${supabaseUrl.hostname.split('.')[0]}-auth-token`;

/**
 * auth-js renews a session this long before it runs out (its EXPIRY_MARGIN_MS, three ticks of 30 s):
 * a stored token with less left is not used as it is.
 */
const RENEWAL_MARGIN_MS = 90_000;

export type SupabaseAuthListener = (event: AuthChangeEvent, session: Session | null) => void;
const authListeners = new Set<SupabaseAuthListener>();
let auth: Promise<GoTrueClient> | undefined;
let authLoaded = false;

/**
 * The one Supabase Auth client (auth-js), loaded on first use by the admin login and the password
 * pages, and by the admin area only when its session must be renewed or ended (see
 * supabaseAccessToken). It keeps the session under supabase-js's own storage key.
 */
export function loadSupabaseAuth(): Promise<GoTrueClient> {
  auth ??= import('@supabase/auth-js').then(({ GoTrueClient }) => {
    const client = new GoTrueClient({
      url: supabaseEndpoint('auth/v1'),
      headers: { Authorization: `Bearer ${supabaseAnonKey}`, apikey: supabaseAnonKey },
      storageKey,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
    });
    authLoaded = true;
    client.onAuthStateChange((event, session) => {
      for (const listener of authListeners) listener(event, session);
    });
    return client;
  });
  return auth;
}

function storedSession(): { access_token: string; expires_at: number } | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null');
    if (
      typeof stored === 'object' &&
      stored !== null &&
      'access_token' in stored &&
      typeof stored.access_token === 'string' &&
      'expires_at' in stored &&
      typeof stored.expires_at === 'number'
    ) {
      return { access_token: stored.access_token, expires_at: stored.expires_at };
    }
  } catch {
    // Unreadable: auth-js decides what it is worth.
  }
  return null;
}

/**
 * The session's access token. While the stored one has more than auth-js's renewal margin left it
 * is used as auth-js itself would use it, without loading auth-js (22.9 kB gzip of every admin
 * page's first load, issue 22); otherwise auth-js renews it, or says there is no session (null).
 */
export async function supabaseAccessToken(now = Date.now()): Promise<string | null> {
  const stored = storedSession();
  if (stored && stored.expires_at * 1000 - now > RENEWAL_MARGIN_MS) return stored.access_token;
  return (await (await loadSupabaseAuth()).getSession()).data.session?.access_token ?? null;
}

/**
 * Hands `listener` auth-js's session events: sign-in, renewal and sign-out, here or in another tab.
 * Until auth-js is loaded, another tab's events arrive on auth-js's own cross-tab channel (named by
 * the storage key), which this listens to meanwhile; then auth-js says them.
 */
export function onSupabaseAuthChange(listener: SupabaseAuthListener): () => void {
  authListeners.add(listener);
  const otherTabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(storageKey);
  otherTabs?.addEventListener('message', ({ data }: MessageEvent<{ event?: AuthChangeEvent; session?: Session }>) => {
    if (!authLoaded && data?.event) listener(data.event, data.session ?? null);
  });
  return () => {
    authListeners.delete(listener);
    otherTabs?.close();
  };
}

/**
 * Loads auth-js when the stored session is due for renewal (at once if it is already), so its own
 * timer renews it before it runs out, as it did when it was loaded with the page: a socket whose
 * token expires is closed by the server. Returns a function that cancels the wait.
 */
export function renewSupabaseSessionWhenDue(now = Date.now()): () => void {
  if (authLoaded) return () => {};
  const stored = storedSession();
  const dueIn = stored ? stored.expires_at * 1000 - now - RENEWAL_MARGIN_MS : 0;
  const timer = window.setTimeout(() => void loadSupabaseAuth(), Math.max(0, dueIn));
  return () => window.clearTimeout(timer);
}
