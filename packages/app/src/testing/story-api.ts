import type { Middleware } from 'openapi-fetch';
import { api } from '../lib/api/client';
import type { paths } from '../lib/api/schema';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Every call of the contract as 'METHOD /path', e.g. 'GET /getUserById/{id}'. */
export type ApiRoute = {
  [Path in keyof paths]: {
    [Method in HttpMethod]: paths[Path][Method] extends undefined ? never : `${Uppercase<Method>} ${Path & string}`;
  }[HttpMethod];
}[keyof paths];

type ResponsesOf<Route extends ApiRoute> = Route extends `${infer Method} ${infer Path}`
  ? Path extends keyof paths
    ? Lowercase<Method> extends keyof paths[Path]
      ? NonNullable<paths[Path][Lowercase<Method>]> extends { responses: infer Responses }
        ? Responses
        : never
      : never
    : never
  : never;

/** The body a call answers with when it succeeds (200 or 201), as the contract types it. */
export type SuccessBody<Route extends ApiRoute> =
  ResponsesOf<Route> extends {
    200: { content: { 'application/json': infer Body } };
  }
    ? Body
    : ResponsesOf<Route> extends { 201: { content: { 'application/json': infer Body } } }
      ? Body
      : undefined;

export type StoryCall = { request: Request; path: Record<string, string>; body: unknown };
type Answer<Route extends ApiRoute> = (
  call: StoryCall,
) => SuccessBody<Route> | Response | Promise<SuccessBody<Route> | Response>;

/** How a story's server answers each call it expects; a call it does not expect fails the story. */
export type StoryApi = { [Route in ApiRoute]?: Answer<Route> };

/** An error answer in the API's one shape, `{ status, message }`. */
export function storyError(status: number, message = 'Something went wrong on our side.'): Response {
  return Response.json({ status, message }, { status });
}

async function bodyOf(request: Request): Promise<unknown> {
  if (!request.headers.get('content-type')?.includes('application/json')) return undefined;
  return request.clone().json();
}

/**
 * Answers the app's API client in a story: the real client, its auth and error middleware run as in
 * the app, and only the network is replaced by `answers`. Call it in `beforeEach`; it returns the
 * clean-up. Nothing patches `fetch`.
 */
export function answerApi(answers: StoryApi): () => void {
  const table = new Map<string, Answer<ApiRoute> | undefined>(Object.entries(answers));
  const server: Middleware = {
    async onRequest({ request, schemaPath, params }) {
      const route = `${request.method} ${schemaPath}`;
      const answer = table.get(route);
      if (!answer) {
        console.error(`The story does not answer ${route}`);
        return storyError(501, `The story does not answer ${route}`);
      }
      const path = Object.fromEntries(Object.entries(params.path ?? {}).map(([key, value]) => [key, String(value)]));
      const result = await answer({ request, path, body: await bodyOf(request) });
      return result instanceof Response ? result : Response.json(result ?? null);
    },
  };
  api.use(server);
  return () => api.eject(server);
}
