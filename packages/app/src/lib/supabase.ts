import type { GoTrueClient } from '@supabase/auth-js';

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

let auth: Promise<GoTrueClient> | undefined;

/**
 * The one Supabase Auth client (auth-js), loaded on first use by the admin login and area and the
 * password pages. It keeps the session under supabase-js's own storage key, so a session made by
 * either client is the other's.
 */
export function loadSupabaseAuth(): Promise<GoTrueClient> {
  auth ??= import('@supabase/auth-js').then(
    ({ GoTrueClient }) =>
      new GoTrueClient({
        url: supabaseEndpoint('auth/v1'),
        headers: { Authorization: `Bearer ${supabaseAnonKey}`, apikey: supabaseAnonKey },
        storageKey: `sb-${supabaseUrl.hostname.split('.')[0]}-auth-token`,
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
      }),
  );
  return auth;
}
