import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Config } from './config';
import type { Db } from './db/db';
import { healthHandlers } from './health/health-routes';
import { loadApiContract } from './http/api-contract';
import { createApiRouter } from './http/api-router';
import { isServerPath, serveBuiltApp } from './http/built-app';
import { errorResponse, INTERNAL_ERROR_MESSAGE } from './http/error-response';
import { securityHeaders } from './http/security-headers';
import { consoleLogger, type Logger } from './logger';
import { lookupHandlers } from './lookups/lookup-routes';

export interface AppDeps {
  db: Db;
  config: Pick<Config, 'openapiFile' | 'appDist' | 'extraConnectSrc'>;
  logger?: Logger;
}

/** JSON bodies larger than this are refused before they are read. File uploads will set their own limit. */
const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** The whole HTTP surface: API v1, then the built app. Tests drive it with `app.request()`. */
export function createApp({ db, config, logger = consoleLogger }: AppDeps): Hono {
  const contract = loadApiContract(config.openapiFile);
  const app = new Hono();

  app.use(securityHeaders(config.extraConnectSrc));
  app.use(`${contract.basePath}/*`, async (c, next) => {
    if (!c.req.header('content-type')?.includes('json')) return next();
    return bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: (c) => errorResponse(c, 413, `The request body must be at most ${MAX_JSON_BODY_BYTES} bytes.`),
    })(c, next);
  });

  app.route(
    '/',
    createApiRouter(contract, {
      ...healthHandlers(db),
      ...lookupHandlers(db),
    }),
  );

  app.use(serveBuiltApp(config.appDist));

  app.notFound((c) =>
    errorResponse(c, 404, isServerPath(c.req.path) ? `There is nothing at ${c.req.path}.` : 'Page not found.'),
  );
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status, error.message || 'The request could not be handled.');
    }
    logger.error(`${c.req.method} ${c.req.path} failed:`, error);
    return errorResponse(c, 500, INTERNAL_ERROR_MESSAGE);
  });
  return app;
}
