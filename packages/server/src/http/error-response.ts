import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one shape every failed call answers (openapi/api-v1.yaml `Error`). */
export interface ErrorBody {
  status: number;
  message: string;
}

export const INTERNAL_ERROR_MESSAGE = 'Internal server error.';

export function errorResponse(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.json<ErrorBody>({ status, message }, status);
}
