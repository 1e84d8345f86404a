import type { paths } from '@injury-assist/contract';
import { apiErrorReaction } from '@injury-assist/flows/api';
import { showToast } from '@injury-assist/ui';
import createClient, { type Middleware } from 'openapi-fetch';
import { readStoredSession } from '../session/session-storage';

type UnauthorizedHandler = (redirectAfterMs: number) => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The router registers how a 401 leads back to the login page. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/**
 * Requests whose failures their caller reports itself (the flows show them inline or as their own
 * toasts). The mark stays in the browser: the request is remembered here, and nothing is added to
 * what is sent.
 */
const quietRequests = new WeakSet<Request>();
const markQuiet: Middleware = {
  onRequest({ request }) {
    quietRequests.add(request);
  },
};

/** Spread into a call's options to keep the shared error toasts out of it: `api.POST(path, { body, ...quietErrors })`. */
export const quietErrors = { middleware: [markQuiet] };

/** Where a signed-in area that renews its own token (the admin's supabase-js session) gives it. */
export type TokenSource = () => Promise<string | null>;
let tokenSource: TokenSource | null = null;

/**
 * The admin area's API v1 calls carry its supabase-js session's access token, which supabase-js
 * renews before it runs out (and renews at once when asked after it has): asking per call means a
 * call made just after an hour away waits for the renewal instead of being refused. `null` goes
 * back to the stored session's token.
 */
export function setTokenSource(source: TokenSource | null): void {
  tokenSource = source;
}

const authMiddleware: Middleware = {
  async onRequest({ request }) {
    const token = tokenSource ? await tokenSource() : readStoredSession()?.token;
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

// spec §8: the shared error handler of API v1. A call's own middleware (`quietErrors`) runs after
// these on the way out, so the request is already marked when its answer comes back.
const errorMiddleware: Middleware = {
  async onResponse({ request, response }) {
    if (response.ok || quietRequests.has(request)) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    const reaction = apiErrorReaction(response.status, body);
    if (reaction.kind === 'unauthorized') {
      showToast({ title: reaction.message, tone: 'critical' });
      onUnauthorized(reaction.redirectAfterMs);
    } else if (reaction.kind === 'toast') {
      showToast({ title: reaction.message, tone: 'critical' });
    }
    return response;
  },
  onError({ request }) {
    if (quietRequests.has(request)) return;
    const reaction = apiErrorReaction(null);
    if (reaction.kind === 'toast') showToast({ title: reaction.message, tone: 'critical' });
  },
};

type Transport = (request: Request) => Promise<Response>;
const network: Transport = (request) => globalThis.fetch(request);
let transport = network;

/**
 * Stories answer the API in place of the network (`testing/story-api.ts`); every middleware above
 * still runs. `null` puts the network back.
 */
export function setApiTransport(next: Transport | null): void {
  transport = next ?? network;
}

/** The one API v1 client; same origin in production, proxied by Vite in development. */
export const api = createClient<paths>({ baseUrl: '/api/v1', fetch: (request) => transport(request) });
api.use(authMiddleware, errorMiddleware);
