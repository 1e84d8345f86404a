import type { MiddlewareHandler } from 'hono';

/** Extra sources one response's policy allows, e.g. the analytics a served page loads. */
export interface PolicySources {
  scriptSrc?: readonly string[];
  connectSrc?: readonly string[];
  imgSrc?: readonly string[];
}

/**
 * The Content-Security-Policy of a self-hosted SPA that only talks to its own origin.
 * `style-src 'unsafe-inline'` is there because vanilla-extract injects style tags in development;
 * `ws:`/`wss:` carry the realtime feed. `extraConnectSrc` adds origins such as a hosted Supabase
 * project; `sources` what one response needs beyond that.
 */
export function contentSecurityPolicy(extraConnectSrc: readonly string[] = [], sources: PolicySources = {}): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...(sources.scriptSrc ?? [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...(sources.imgSrc ?? [])].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", 'ws:', 'wss:', ...extraConnectSrc, ...(sources.connectSrc ?? [])].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The security headers of every response. A response that set its own Content-Security-Policy
 * (a served page that loads analytics) keeps it.
 */
export function securityHeaders(extraConnectSrc: readonly string[] = []): MiddlewareHandler {
  const policy = contentSecurityPolicy(extraConnectSrc);

  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', policy);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // For browsers that predate frame-ancestors.
    c.header('X-Frame-Options', 'DENY');
  };
}
