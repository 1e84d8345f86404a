import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';

/** The anon key the app and the tests' server use (the default SUPABASE_ANON_KEY). */
export const ANON_KEY = 'local-anon-key';

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/**
 * supabase-js as the admin area makes it, against `url`: with a user's access token (what the
 * admin's session holds), or with the anon key alone.
 */
export function supabaseAs(url: string, accessToken?: string): SupabaseClient {
  return createClient(url, ANON_KEY, {
    ...(accessToken === undefined ? {} : { accessToken: async () => accessToken }),
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket of its own; ws's constructor types allow a null address, which
    // supabase-js's WebSocketLike does not.
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
  });
}
