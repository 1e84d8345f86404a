import type { GoTrueClient } from '@supabase/auth-js';
import type { SupabaseClient } from '@supabase/supabase-js';

// The local server answers the Supabase-compatible subset on its own origin; a hosted project
// is used by setting both variables at build time.
const url = new URL(import.meta.env.VITE_SUPABASE_URL ?? window.location.origin);
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY ?? 'local-anon-key';

/** What the admin area uses of a supabase-js client: its session, the tables and realtime. */
export type AdminSupabase = Pick<SupabaseClient, 'auth' | 'from' | 'rpc' | 'channel' | 'removeChannel'>;

const endpoint = (path: string, protocol = url.protocol) => {
  const at = new URL(path, url.href.endsWith('/') ? url.href : `${url.href}/`);
  at.protocol = protocol;
  return at.href;
};

let auth: Promise<GoTrueClient> | undefined;
let admin: Promise<AdminSupabase> | undefined;

/**
 * The one Supabase Auth client (auth-js), loaded on first use by the admin login and area and the
 * password pages. It keeps the session under supabase-js's own storage key, so a session made by
 * either client is the other's.
 */
export function loadSupabaseAuth(): Promise<GoTrueClient> {
  auth ??= import('@supabase/auth-js').then(
    ({ GoTrueClient }) =>
      new GoTrueClient({
        url: endpoint('auth/v1'),
        headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
        storageKey: `sb-${url.hostname.split('.')[0]}-auth-token`,
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
      }),
  );
  return auth;
}

/**
 * The admin area's client: the auth client above with PostgREST and Realtime beside it, as
 * supabase-js wires them (every request and the socket carry the session's access token, else the
 * anon key), without supabase-js's storage and functions clients, which nothing here uses
 * (about 9 kB gzip of the 55 kB supabase-js costs the admin area's first load; issue 22).
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
      const realtime = new RealtimeClient(endpoint('realtime/v1', url.protocol.replace('http', 'ws')), {
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
