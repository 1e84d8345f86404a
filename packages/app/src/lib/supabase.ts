import type { SupabaseClient } from '@supabase/supabase-js';

// The local server answers the Supabase-compatible subset on its own origin; a hosted project
// is used by setting both variables at build time.
const url = import.meta.env.VITE_SUPABASE_URL ?? window.location.origin;
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY ?? 'local-anon-key';

let client: Promise<SupabaseClient> | undefined;

/**
 * The one supabase-js client, loaded on first use: only the admin login and area and the
 * password pages need it, so the customer and provider routes never download it.
 */
export function loadSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(url, anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    }),
  );
  return client;
}
