import { videoEmbedOrigins } from '@injury-assist/domain';
import type { MiddlewareHandler } from 'hono';

/**
 * Headers for a self-hosted SPA that only talks to its own origin. `style-src 'unsafe-inline'`
 * is there because vanilla-extract injects style tags in development; `ws:`/`wss:` carry the
 * realtime feed. `extraConnectSrc` adds origins such as a hosted Supabase project, `extraImgSrc`
 * the map tile server. Frames come only from the two video players the business profile embeds.
 */
export function securityHeaders(
  extraConnectSrc: readonly string[] = [],
  extraImgSrc: readonly string[] = [],
): MiddlewareHandler {
  const contentSecurityPolicy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...extraImgSrc].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", 'ws:', 'wss:', ...extraConnectSrc].join(' '),
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
