import { createClient } from '@supabase/supabase-js';

// The local server answers the Supabase-compatible subset on its own origin; a hosted project
// is used by setting both variables at build time.
const url = import.meta.env.VITE_SUPABASE_URL ?? window.location.origin;
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY ?? 'local-anon-key';

export const supabase = createClient(url, anonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});
