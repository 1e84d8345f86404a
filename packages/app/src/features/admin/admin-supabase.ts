import type { SupabaseClient } from '@supabase/supabase-js';
import {
  supabaseAnonKey as anonKey,
  supabaseEndpoint as endpoint,
  loadSupabaseAuth,
  supabaseUrl,
} from '../../lib/supabase';

/** What the admin area uses of a supabase-js client: its session, the tables and realtime. */
export type AdminSupabase = Pick<SupabaseClient, 'auth' | 'from' | 'rpc' | 'channel' | 'removeChannel'>;

let admin: Promise<AdminSupabase> | undefined;

/**
 * The admin area's client: the one auth client (lib/supabase.ts) with PostgREST and Realtime
 * beside it, as supabase-js wires them (every request and the socket carry the session's access
 * token, else the anon key), without supabase-js's storage and functions clients, which nothing
 * here uses (about 9 kB gzip of the 55 kB supabase-js cost the admin area's first load; issue 22).
 */
export function loadSupabase(): Promise<AdminSupabase> {
  admin ??= Promise.all([loadSupabaseAuth(), import('@supabase/postgrest-js'), import('@supabase/realtime-js')]).then(
    ([authClient, { PostgrestClient }, { RealtimeClient }]) => {
      const accessToken = async () => (await authClient.getSession()).data.session?.access_token ?? null;
      const authedFetch: typeof fetch = async (input, init) => {
        const headers = new Headers(init?.headers);
        if (!headers.has('apikey')) headers.set('apikey', anonKey);
        if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${(await accessToken()) ?? anonKey}`);
        return fetch(input, { ...init, headers });
      };
      const rest = new PostgrestClient(endpoint('rest/v1'), { schema: 'public', fetch: authedFetch });
      const realtime = new RealtimeClient(endpoint('realtime/v1', supabaseUrl.protocol.replace('http', 'ws')), {
        params: { apikey: anonKey },
        accessToken: async () => (await accessToken()) ?? anonKey,
        fetch: authedFetch,
      });
      // The socket re-authenticates when the session's token changes, and drops it on sign-out.
      let socketToken: string | undefined;
      authClient.onAuthStateChange((event, session) => {
        if (event === 'SIGNED_OUT') {
          socketToken = undefined;
          void realtime.setAuth();
        } else if (
          (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'INITIAL_SESSION') &&
          session?.access_token !== socketToken
        ) {
          socketToken = session?.access_token;
          void realtime.setAuth(socketToken);
        }
      });
      const client: AdminSupabase = {
        auth: authClient,
        // PostgREST's own client is what supabase-js's `from` and `rpc` hand on to; its types differ
        // only in supabase-js's generic database parameter, which this app does not use.
        from: ((relation: string) => rest.from(relation)) as AdminSupabase['from'],
        rpc: ((fn: string, args?: object, options?: object) => rest.rpc(fn, args, options)) as AdminSupabase['rpc'],
        channel: (name, options) => realtime.channel(name, options),
        removeChannel: (channel) => realtime.removeChannel(channel),
      };
      return client;
    },
  );
  return admin;
}
