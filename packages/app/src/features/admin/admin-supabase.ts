import type { SupabaseClient } from '@supabase/supabase-js';
import {
  supabaseAnonKey as anonKey,
  supabaseEndpoint as endpoint,
  onSupabaseAuthChange,
  supabaseAccessToken,
  supabaseUrl,
} from '../../lib/supabase';
import { type AdminRealtime, adminRealtime } from './admin-realtime';

/** What the admin area uses of a supabase-js client: the tables, and one table's changes live. */
export type AdminSupabase = Pick<SupabaseClient, 'from' | 'rpc'> & Pick<AdminRealtime, 'onTableChange'>;

let admin: Promise<AdminSupabase> | undefined;

/**
 * The admin area's client: PostgREST as supabase-js wires it (every request carries the session's
 * access token, else the anon key) and a realtime client of its own (admin-realtime.ts), without
 * supabase-js's storage and functions clients, which nothing here uses, and without auth-js until
 * the session must be renewed or ended (lib/supabase.ts; issue 22).
 */
export function loadSupabase(): Promise<AdminSupabase> {
  admin ??= import('@supabase/postgrest-js').then(({ PostgrestClient }) => {
    const token = async () => (await supabaseAccessToken()) ?? anonKey;
    const authedFetch: typeof fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      if (!headers.has('apikey')) headers.set('apikey', anonKey);
      if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${await token()}`);
      return fetch(input, { ...init, headers });
    };
    const rest = new PostgrestClient(endpoint('rest/v1'), { schema: 'public', fetch: authedFetch });
    const socketUrl = new URL(endpoint('realtime/v1/websocket', supabaseUrl.protocol.replace('http', 'ws')));
    socketUrl.searchParams.set('apikey', anonKey);
    socketUrl.searchParams.set('vsn', '2.0.0');
    const realtime = adminRealtime(socketUrl.href, token);
    // The channels are given the session's token when it changes, and the anon key on sign-out.
    onSupabaseAuthChange((event) => {
      if (['SIGNED_OUT', 'SIGNED_IN', 'TOKEN_REFRESHED', 'INITIAL_SESSION'].includes(event)) void realtime.setAuth();
    });
    return {
      // PostgREST's own client is what supabase-js's `from` and `rpc` hand on to; its types differ
      // only in supabase-js's generic database parameter, which this app does not use.
      from: ((relation: string) => rest.from(relation)) as AdminSupabase['from'],
      rpc: ((fn: string, args?: object, options?: object) => rest.rpc(fn, args, options)) as AdminSupabase['rpc'],
      onTableChange: realtime.onTableChange,
    };
  });
  return admin;
}
