import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { authenticateRequest, UNAUTHORIZED_MESSAGE } from './auth/request-user';
import type { ApiContract } from './http/api-contract';
import { errorResponse } from './http/error-response';
import { type AnswerContent, type RuntimeHandlers, runtimeReply } from './http/operation-handlers';

/**
 * API v1, routed by the contract: each request is matched to an operation of
 * openapi/api-v1.yaml, validated against it, and only then handed to the operation's handler.
 * Adding a call means describing it in the YAML and giving createApp a handler under its operationId.
 */
export function createApiRouter(contract: ApiContract, handlers: RuntimeHandlers): Hono {
  const missing = contract.operations.filter((operation) => !handlers[operation.operationId]);
  const unknown = Object.keys(handlers).filter((id) => !contract.operations.some((op) => op.operationId === id));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      [
        missing.length > 0 &&
          `No handler for: ${missing.map((op) => `${op.operationId} (${op.method.toUpperCase()} ${op.path})`).join(', ')}.`,
        unknown.length > 0 && `Handlers for operations the contract does not have: ${unknown.join(', ')}.`,
      ]
        .filter(Boolean)
        .join(' '),
    );
  }

  const router = new Hono();
  const base = contract.basePath;
  router.all(`${base}/*`, async (c) => {
    const path = c.req.path.slice(base.length) || '/';
    const match = contract.match(c.req.method, path);
    switch (match.kind) {
      case 'not-found':
        return errorResponse(c, 404, `There is no API call ${c.req.method} ${c.req.path}.`);
      case 'wrong-method': {
        const allowed = match.allowed.map((method) => method.toUpperCase());
        if (allowed.includes('GET') && !allowed.includes('HEAD')) allowed.push('HEAD');
        c.header('Allow', allowed.join(', '));
        return errorResponse(
          c,
          405,
          `${c.req.path} does not accept ${c.req.method}; it accepts ${allowed.join(', ')}.`,
        );
      }
      case 'found': {
        // Credentials before input: a caller without them learns nothing about what is valid.
        if (match.operation.requiresBearer && !(await authenticateRequest(c)).ok) {
          return errorResponse(c, 401, UNAUTHORIZED_MESSAGE);
        }
        const result = await match.operation.validator.validate({
          pathParams: match.pathParams,
          query: new URL(c.req.url).searchParams,
          contentType: c.req.header('content-type'),
          text: () => c.req.text(),
        });
        if (!result.ok) return errorResponse(c, 400, result.message);
        const handler = handlers[match.operation.operationId];
        if (!handler) throw new Error(`No handler for ${match.operation.operationId}.`);
        return send(c, await handler(c, result.input, runtimeReply));
      }
    }
  });
  return router;
}

function send(c: Context, answer: AnswerContent): Response {
  const status = answer.status as ContentfulStatusCode;
  if ('json' in answer) return c.body(answer.json, status, { 'content-type': 'application/json' });
  if ('stream' in answer) return c.body(answer.stream, status, answer.headers);
  return c.json(answer.body, status);
}
