import { videoEmbedOrigins } from '@injury-assist/domain';
import type { MiddlewareHandler } from 'hono';

/**
 * Headers for a self-hosted SPA that talks to its own origin. `style-src 'unsafe-inline'` is there
 * because vanilla-extract injects style tags in development. WebSockets (the realtime feed) may
 * go to our own origin only: `'self'` plus its ws(s) form spelled out, since browsers differ on
 * whether `'self'` covers ws(s). `extraConnectSrc` adds origins such as a hosted Supabase project,
 * each with its ws(s) form for that project's realtime feed; `extraImgSrc` the map tile server.
 * Frames come only from the two video players the business profile embeds.
 */
export function securityHeaders({
  publicUrl,
  extraConnectSrc = [],
  extraImgSrc = [],
}: {
  /** Where people reach the app (PUBLIC_URL or the server's own URL). */
  publicUrl: string;
  extraConnectSrc?: readonly string[];
  extraImgSrc?: readonly string[];
}): MiddlewareHandler {
  const { protocol, host } = new URL(publicUrl);
  const connectSrc = new Set(["'self'", `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`]);
  for (const source of extraConnectSrc) {
    connectSrc.add(source);
    // A CSP source as given (it may hold a wildcard or a path), with the scheme swapped.
    if (/^https?:\/\//.test(source)) connectSrc.add(source.replace(/^http(s?):/, 'ws$1:'));
  }
  const contentSecurityPolicy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...extraImgSrc].join(' '),
    "font-src 'self' data:",
    `connect-src ${[...connectSrc].join(' ')}`,
    ['frame-src', ...videoEmbedOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', contentSecurityPolicy);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // For browsers that predate frame-ancestors.
    c.header('X-Frame-Options', 'DENY');
  };
}
