import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { adminHandlers } from './admin/admin-user-details';
import type { AuthDeps } from './auth/auth-deps';
import { loginHandlers } from './auth/login-routes';
import { registrationHandlers } from './auth/registration-routes';
import type { TokenVerifier } from './auth/request-user';
import { bookingHandlers } from './bookings/booking-routes';
import { concernHandlers } from './concerns/concern-routes';
import type { Config } from './config';
import { contentHandlers } from './content/content-routes';
import { siteDocuments, siteRoutes } from './content/site-routes';
import type { Db } from './db/db';
import { healthHandlers } from './health/health-routes';
import { loadApiContract } from './http/api-contract';
import { createApiRouter } from './http/api-router';
import { bodyLimit } from './http/body-limit';
import { isServerPath, serveBuiltApp } from './http/built-app';
import { errorResponse, INTERNAL_ERROR_MESSAGE } from './http/error-response';
import { securityHeaders } from './http/security-headers';
import { consoleLogger, type Logger } from './logger';
import { lookupHandlers } from './lookups/lookup-routes';
import { createMailer } from './mail/create-mailer';
import { devMailboxRoutes } from './mail/dev-mailbox-routes';
import type { Mailer } from './mail/mailer';
import type { PaymentGateway } from './payments/gateway';
import { setUpPayments } from './payments/payments-module';
import { PAYMENT_WEBHOOK_PATH } from './payments/webhook-routes';
import { profileHandlers } from './profile/profile-routes';
import { searchHandlers } from './search/search-routes';
import { authV1Routes } from './supabase-compat/auth-v1-routes';
import { restV1Routes } from './supabase-compat/rest/rest-v1-routes';
import { uploadFileRoutes, uploadHandlers } from './uploads/upload-routes';
import { uploadsDirIn } from './uploads/upload-store';

/** The settings the HTTP app reads; startServer resolves the JWT secret and the public URL. */
export type AppConfig = Pick<
  Config,
  | 'openapiFile'
  | 'appDist'
  | 'dataDir'
  | 'extraConnectSrc'
  | 'smtpUrl'
  | 'mailFrom'
  | 'trustProxy'
  | 'searchCacheTtlMs'
  | 'supabaseAnonKey'
  | 'stripeSecretKey'
  | 'stripeWebhookSecret'
> & {
  jwtSecret: string;
  /** Signs the local checkout's events (PAYMENTS_WEBHOOK_SECRET, or the one in DATA_DIR). */
  paymentsWebhookSecret: string;
  /** Links in mail start with it. */
  publicUrl: string;
};

export interface AppDeps {
  db: Db;
  config: AppConfig;
  logger?: Logger;
  /** The clock for tokens, codes and throttling; tests move it. */
  now?: () => Date;
  /** Replaces the mailer the config chooses (SMTP or the dev mailbox). */
  mailer?: Mailer;
  /** Replaces the payment gateway the config chooses (local checkout or Stripe). */
  paymentGateway?: PaymentGateway;
}

/** Bodies larger than this are refused before they are read; file uploads set their own limit. */
const MAX_BODY_BYTES = 1024 * 1024;

/** The whole HTTP surface: API v1, then the built app. Tests drive it with `app.request()`. */
export function createApp({
  db,
  config,
  logger = consoleLogger,
  now = () => new Date(),
  mailer,
  paymentGateway,
}: AppDeps): Hono {
  const contract = loadApiContract(config.openapiFile);
  const app = new Hono();
  const mail = mailer ? ({ kind: 'given', mailer } as const) : createMailer(db, config, logger, now);
  const auth: AuthDeps = {
    db,
    jwtSecret: config.jwtSecret,
    now,
    logger,
    mailer: mail.mailer,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
  };
  const tokenVerifier: TokenVerifier = { db, jwtSecret: config.jwtSecret, now };
  const uploadsDir = uploadsDirIn(config.dataDir);
  const payments = setUpPayments({
    db,
    settings: config,
    now,
    logger,
    gateway: paymentGateway,
    // The local checkout posts its signed events to our own webhook route, in process.
    deliverWebhook: async (body, headers) => app.request(PAYMENT_WEBHOOK_PATH, { method: 'POST', headers, body }),
  });

  app.use(securityHeaders(config.extraConnectSrc));
  app.use(`${contract.basePath}/*`, async (c, next) => {
    // Multipart bodies go to file_upload, which counts them against its own 5MB limit. Every
    // other body (JSON, or one without a type, which validation reads as text) is capped here.
    if (c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) return next();
    return bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => errorResponse(c, 413, `The request body must be at most ${MAX_BODY_BYTES} bytes.`),
    })(c, next);
  });

  // requireUser(c) finds what it needs to check a bearer token here.
  app.use(async (c, next) => {
    c.set('tokenVerifier', tokenVerifier);
    await next();
  });

  app.route('/', authV1Routes(auth));
  app.route('/', restV1Routes({ db, jwtSecret: config.jwtSecret, anonKey: config.supabaseAnonKey, now, logger }));
  if (mail.kind === 'dev-mailbox') app.route('/', devMailboxRoutes(db));
  app.route('/', uploadFileRoutes({ db, uploadsDir }));
  app.route('/', payments.routes);
  app.route(
    '/',
    createApiRouter(contract, {
      ...healthHandlers(db),
      ...lookupHandlers(db),
      ...loginHandlers(auth),
      ...registrationHandlers(auth),
      ...concernHandlers({ db, now }),
      ...profileHandlers({ db, uploadsDir, now }),
      ...uploadHandlers({ db, uploadsDir, now }),
      ...searchHandlers({ db, searchCacheTtlMs: config.searchCacheTtlMs }),
      ...bookingHandlers({ db, now, mailer: mail.mailer, logger }),
      ...contentHandlers({ db }),
      ...adminHandlers({ db }),
    }),
  );

  app.route('/', siteRoutes({ db, publicUrl: config.publicUrl }));
  app.use(
    siteDocuments({
      db,
      appDist: config.appDist,
      publicUrl: config.publicUrl,
      extraConnectSrc: config.extraConnectSrc,
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
