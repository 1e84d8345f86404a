import type { paths } from '@injury-assist/contract';
import { setApiTransport } from '../lib/api/client';

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

type CompiledRoute = { method: string; pattern: RegExp; answer: Answer<ApiRoute> | undefined };

/** 'GET /getUserById/{id}' → GET and /api/v1/getUserById/(?<id>[^/]+). */
function compile(route: string, answer: Answer<ApiRoute> | undefined): CompiledRoute {
  const [method = '', path = ''] = route.split(' ');
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)');
  return { method, pattern: new RegExp(`^/api/v1${source}$`), answer };
}

async function bodyOf(request: Request): Promise<unknown> {
  if (!request.headers.get('content-type')?.includes('application/json')) return undefined;
  return request.clone().json();
}

/**
 * Answers the app's API client in a story in place of the network: the real client, with its auth,
 * quiet and error middleware, runs as in the app. Call it in `beforeEach`; it returns the clean-up.
 * Nothing patches `fetch`.
 */
export function answerApi(answers: StoryApi): () => void {
  const routes = Object.entries(answers).map(([route, answer]) => compile(route, answer));
  setApiTransport(async (request) => {
    const { pathname } = new URL(request.url);
    for (const { method, pattern, answer } of routes) {
      const match = request.method === method ? pattern.exec(pathname) : null;
      if (match && answer) {
        const path = Object.fromEntries(
          Object.entries(match.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]),
        );
        const result = await answer({ request, path, body: await bodyOf(request) });
        return result instanceof Response ? result : Response.json(result ?? null);
      }
    }
    console.error(`The story does not answer ${request.method} ${pathname}`);
    return storyError(501, `The story does not answer ${request.method} ${pathname}`);
  });
  return () => setApiTransport(null);
}
