import { cors } from 'hono/cors';

/**
 * CORS for what supabase-js sends (shared/reference/supabase-wire.md): bearer tokens, no cookies, so
 * any origin may call, as with a hosted Supabase project. Without Content-Range exposed a browser's
 * counts come back null; without X-Supabase-Api-Version, auth error codes are lost.
 */
export function supabaseCors(allowMethods: string[]) {
  return cors({
    origin: '*',
    allowMethods,
    allowHeaders: [
      'accept-profile',
      'apikey',
      'authorization',
      'prefer',
      'x-client-info',
      'content-profile',
      'content-type',
      'x-supabase-api-version',
    ],
    exposeHeaders: ['Content-Range', 'X-Supabase-Api-Version'],
    maxAge: 86_400,
  });
}
