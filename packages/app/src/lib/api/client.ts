import type { paths } from '@injury-assist/contract';
import { apiErrorReaction } from '@injury-assist/flows';
import { showToast } from '@injury-assist/ui';
import createClient, { type Middleware } from 'openapi-fetch';
import { readStoredSession } from '../session/session-storage';

type UnauthorizedHandler = (redirectAfterMs: number) => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The router registers how a 401 leads back to the login page. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** Calls that report their own failures (the flows show them inline) opt out of the shared toasts. */
export const quietErrors = { headers: { 'x-quiet-errors': '1' } } as const;

const authMiddleware: Middleware = {
  onRequest({ request }) {
    const session = readStoredSession();
    if (session) request.headers.set('Authorization', `Bearer ${session.token}`);
    return request;
  },
};

// spec §8: the shared error handler of API v1.
const errorMiddleware: Middleware = {
  async onResponse({ request, response }) {
    if (response.ok || request.headers.get('x-quiet-errors')) return response;
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
    if (!request.headers.get('x-quiet-errors')) {
      const reaction = apiErrorReaction(null);
      if (reaction.kind === 'toast') showToast({ title: reaction.message, tone: 'critical' });
    }
  },
};

/** The one API v1 client; same origin in production, proxied by Vite in development. */
export const api = createClient<paths>({ baseUrl: '/api/v1' });
api.use(authMiddleware, errorMiddleware);
