import { videoEmbedOrigins } from '@injury-assist/domain';
import type { MiddlewareHandler } from 'hono';
import { setAnswerHeader } from './answer-headers';

/** Where the app is reached and which other origins it may call. */
export interface PolicyOrigins {
  /** Where people reach the app (PUBLIC_URL or the server's own URL). */
  publicUrl: string;
  extraConnectSrc?: readonly string[];
  /** Image origins beyond our own, e.g. the map tile server. */
  extraImgSrc?: readonly string[];
}

/** Extra sources one response's policy allows, e.g. the analytics a served page loads. */
export interface PolicySources {
  scriptSrc?: readonly string[];
  connectSrc?: readonly string[];
  imgSrc?: readonly string[];
}

/**
 * The Content-Security-Policy of a self-hosted SPA that talks to its own origin.
 * `style-src 'unsafe-inline'` is there because vanilla-extract injects style tags in development.
 * WebSockets (the realtime feed) may go to our own origin only: `'self'` plus its ws(s) form
 * spelled out, since browsers differ on whether `'self'` covers ws(s). `extraConnectSrc` adds
 * origins such as a hosted Supabase project, each with its ws(s) form for that project's realtime
 * feed; `extraImgSrc` the map tile server; `sources` what one response needs beyond that. Frames come
 * only from the two video players the business profile embeds.
 */
export function contentSecurityPolicy(
  { publicUrl, extraConnectSrc = [], extraImgSrc = [] }: PolicyOrigins,
  sources: PolicySources = {},
): string {
  const { protocol, host } = new URL(publicUrl);
  const connectSrc = new Set(["'self'", `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`]);
  for (const source of extraConnectSrc) {
    connectSrc.add(source);
    // A CSP source as given (it may hold a wildcard or a path), with the scheme swapped.
    if (/^https?:\/\//.test(source)) connectSrc.add(source.replace(/^http(s?):/, 'ws$1:'));
  }
  for (const source of sources.connectSrc ?? []) connectSrc.add(source);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...(sources.scriptSrc ?? [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...extraImgSrc, ...(sources.imgSrc ?? [])].join(' '),
    "font-src 'self' data:",
    `connect-src ${[...connectSrc].join(' ')}`,
    ['frame-src', ...videoEmbedOrigins].join(' '),
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
export function securityHeaders(origins: PolicyOrigins): MiddlewareHandler {
  const policy = contentSecurityPolicy(origins);

  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) setAnswerHeader(c, 'Content-Security-Policy', policy);
    setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
    setAnswerHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin');
    // For browsers that predate frame-ancestors.
    setAnswerHeader(c, 'X-Frame-Options', 'DENY');
  };
}
