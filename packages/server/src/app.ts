import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { accountHandlers } from './account/account-routes';
import { adminBookingHandlers } from './admin/admin-bookings';
import { adminBusinessHandlers } from './admin/admin-businesses';
import { adminConcernHandlers } from './admin/admin-concerns';
import { adminPaymentHandlers } from './admin/admin-payments';
import { adminHandlers } from './admin/admin-user-details';
import { createApiRouter } from './api-router';
import type { AuthDeps } from './auth/auth-deps';
import { loginHandlers } from './auth/login-routes';
import { registrationHandlers } from './auth/registration-routes';
import type { TokenVerifier } from './auth/request-user';
import { securityEventHandlers } from './auth/security-events';
import { setUpBilling } from './billing/billing-module';
import { registerSubscriptionBilling } from './billing/subscription-billing';
import { inviteOrganizer } from './bookings/booking-mail';
import { bookingHandlers } from './bookings/booking-routes';
import { calendarFeedRoutes, calendarHandlers } from './calendar/calendar-routes';
import { concernHandlers } from './concerns/concern-routes';
import { type Config, mapTileOrigin } from './config';
import { contentHandlers } from './content/content-routes';
import { siteDocuments, siteRoutes } from './content/site-routes';
import type { Db } from './db/db';
import { healthHandlers } from './health/health-routes';
import { type AfterResponse, createAfterResponse } from './http/after-response';
import { setAnswerHeader } from './http/answer-headers';
import { loadApiContract } from './http/api-contract';
import { bodyLimit, declaredLengthLimit } from './http/body-limit';
import { isServerPath, serveBuiltApp } from './http/built-app';
import { compressJson } from './http/compress-json';
import { refuseControlCharactersInUrl } from './http/control-characters';
import { clientValueRefusal } from './http/database-errors';
import { errorResponse, INTERNAL_ERROR_MESSAGE } from './http/error-response';
import { runtimeHandlers } from './http/operation-handlers';
import { securityHeaders } from './http/security-headers';
import type { Job } from './jobs/job-runner';
import { consoleLogger, type Logger } from './logger';
import { lookupHandlers } from './lookups/lookup-routes';
import { createMailer, type MailerSetup } from './mail/create-mailer';
import { devMailboxRoutes } from './mail/dev-mailbox-routes';
import type { Mailer } from './mail/mailer';
import { onboardingHandlers } from './onboarding/registration-routes';
import type { PaymentGateway } from './payments/gateway';
import { setUpPayments } from './payments/payments-module';
import { PAYMENT_WEBHOOK_PATH } from './payments/webhook-routes';
import { profileHandlers } from './profile/profile-routes';
import { leadHandlers } from './provider/lead-routes';
import { providerHandlers } from './provider/provider-routes';
import { reviewHandlers } from './reviews/review-routes';
import { moveHandlers } from './schedule/appointment-move';
import { cancelLinkRoutes } from './schedule/cancel-link-routes';
import { scheduleHandlers } from './schedule/schedule-routes';
import { SearchCache } from './search/search-cache';
import { SearchCursors } from './search/search-cursor';
import { invalidateOnChange } from './search/search-invalidation';
import { searchHandlers } from './search/search-routes';
import { authV1Routes } from './supabase-compat/auth-v1-routes';
import { restV1Routes } from './supabase-compat/rest/rest-v1-routes';
import { FILE_TOO_LARGE, MAX_UPLOAD_REQUEST_BYTES, uploadFileRoutes, uploadHandlers } from './uploads/upload-routes';
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
  | 'mapTileUrl'
  | 'production'
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
  /** The mailer the config chose, made by the caller so its scheduled jobs send through it too. */
  mailSetup?: MailerSetup;
  /** Replaces the payment gateway the config chooses (local checkout or Stripe). */
  paymentGateway?: PaymentGateway;
  /** The app's search answer cache; by default a new one with the config's TTL. */
  searchCache?: SearchCache;
  /** Where handlers leave work for after their answer; startServer waits for it before closing. */
  afterResponse?: AfterResponse;
  /** Holds sign-in attempts at an address under attack; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Receives the scheduled jobs the app's modules bring (billing's renewals, boost expiry, event mail). */
  collectJobs?: (jobs: readonly Job[]) => void;
}

/** Bodies larger than this are refused before they are read; file uploads have their own limit. */
const MAX_BODY_BYTES = 1024 * 1024;

/** The whole HTTP surface: API v1, then the built app. Tests drive it with `app.request()`. */
export function createApp({
  db,
  config,
  logger = consoleLogger,
  now = () => new Date(),
  mailer,
  mailSetup,
  paymentGateway,
  searchCache = new SearchCache({ ttlMs: config.searchCacheTtlMs, cursors: new SearchCursors(config.jwtSecret) }),
  afterResponse = createAfterResponse(logger),
  sleep,
  collectJobs,
}: AppDeps): Hono {
  const contract = loadApiContract(config.openapiFile);
  const app = new Hono();
  const mail = mailer ? ({ kind: 'given', mailer } as const) : (mailSetup ?? createMailer(db, config, logger, now));
  const auth: AuthDeps = {
    db,
    jwtSecret: config.jwtSecret,
    now,
    logger,
    mailer: mail.mailer,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    afterResponse,
    sleep,
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
  // What a paid plan delivers (a subscription and a listing) is billing's, above payments.
  registerSubscriptionBilling(payments.payments, { now });
  invalidateOnChange(db, searchCache, logger);
  const billing = setUpBilling({ db, payments: payments.payments, mailer: mail.mailer, now, logger });
  collectJobs?.(billing.jobs);

  app.use(
    securityHeaders({
      publicUrl: config.publicUrl,
      extraConnectSrc: config.extraConnectSrc,
      extraImgSrc: mapTileOrigin(config.mapTileUrl),
    }),
  );
  app.use(refuseControlCharactersInUrl());
  app.use(compressJson());
  app.use(`${contract.basePath}/*`, async (c, next) => {
    await next();
    // Answers carry personal data (profiles, bookings, tokens): no browser or proxy may keep them.
    if (!c.res.headers.has('Cache-Control')) setAnswerHeader(c, 'Cache-Control', 'no-store');
  });
  // Multipart bodies are file uploads (a 5MB file and its form around it), which file_upload
  // streams to disk and counts as they arrive; every other body (JSON, or one without a type,
  // which validation reads as text) has the smaller cap.
  const uploadLimit = declaredLengthLimit({
    maxSize: MAX_UPLOAD_REQUEST_BYTES,
    onError: (c) => errorResponse(c, 413, FILE_TOO_LARGE),
  });
  const jsonLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorResponse(c, 413, `The request body must be at most ${MAX_BODY_BYTES} bytes.`),
  });
  app.use(`${contract.basePath}/*`, (c, next) =>
    c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')
      ? uploadLimit(c, next)
      : jsonLimit(c, next),
  );

  // requireUser(c) finds what it needs to check a bearer token here.
  app.use(async (c, next) => {
    c.set('tokenVerifier', tokenVerifier);
    await next();
  });

  app.route('/', authV1Routes(auth));
  app.route(
    '/',
    restV1Routes({
      db,
      jwtSecret: config.jwtSecret,
      anonKey: config.supabaseAnonKey,
      now,
      logger,
      trustProxy: config.trustProxy,
    }),
  );
  if (mail.kind === 'dev-mailbox') app.route('/', devMailboxRoutes(db, { publicUrl: config.publicUrl }));
  app.route('/', uploadFileRoutes({ db, uploadsDir }));
  app.route('/', payments.routes);
  app.route('/', billing.routes);
  app.route(
    '/',
    createApiRouter(
      contract,
      runtimeHandlers({
        ...healthHandlers(db),
        ...lookupHandlers(db),
        ...loginHandlers(auth),
        ...registrationHandlers(auth),
        ...concernHandlers({ db, now }),
        ...profileHandlers({ db, uploadsDir, now }),
        ...uploadHandlers({ db, uploadsDir, now, logger }),
        ...searchHandlers({ db, cache: searchCache, afterResponse, now }),
        ...bookingHandlers({ db, now, mailer: mail.mailer, logger, organizer: inviteOrganizer(config.mailFrom) }),
        ...billing.handlers,
        ...leadHandlers({ db, now }),
        ...reviewHandlers({ db, now, mailer: mail.mailer, logger, trustProxy: config.trustProxy }),
        ...calendarHandlers({ db, now, publicUrl: config.publicUrl }),
        ...providerHandlers({
          db,
          now,
          mailer: mail.mailer,
          logger,
          uploadsDir,
          organizer: inviteOrganizer(config.mailFrom),
          mapTileUrl: config.mapTileUrl,
          trustProxy: config.trustProxy,
        }),
        ...scheduleHandlers({ db, now }),
        ...moveHandlers({
          db,
          now,
          mailer: mail.mailer,
          logger,
          publicUrl: config.publicUrl,
          linkSecret: config.jwtSecret,
        }),
        ...onboardingHandlers({ ...auth, payments: payments.payments }),
        ...contentHandlers({ db }),
        ...adminHandlers({ db, now, trustProxy: config.trustProxy }),
        ...securityEventHandlers({ db }),
        ...adminBookingHandlers({
          db,
          now,
          trustProxy: config.trustProxy,
          mailer: mail.mailer,
          logger,
          organizer: inviteOrganizer(config.mailFrom),
        }),
        ...adminBusinessHandlers({ db, now, trustProxy: config.trustProxy, mailer: mail.mailer, logger }),
        ...adminConcernHandlers({ db, now, trustProxy: config.trustProxy, publicUrl: config.publicUrl }),
        ...adminPaymentHandlers({
          db,
          gateway: payments.payments.gateway,
          now,
          trustProxy: config.trustProxy,
        }),
        ...accountHandlers({ auth, uploadsDir, organizer: inviteOrganizer(config.mailFrom) }),
      }),
    ),
  );

  app.route('/', calendarFeedRoutes({ db, now }));
  app.route(
    '/',
    cancelLinkRoutes({
      db,
      now,
      mailer: mail.mailer,
      logger,
      linkSecret: config.jwtSecret,
      organizer: inviteOrganizer(config.mailFrom),
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
    if (c.req.raw.signal.aborted) {
      // The client went away mid-request: one line, no stack trace, and an answer nobody reads.
      logger.warn(`${c.req.method} ${c.req.path}: the client closed the connection before the request was read.`);
      return errorResponse(c, 400, 'The request was interrupted. Please try again.');
    }
    const refusal = clientValueRefusal(error);
    if (refusal) {
      logger.warn(
        `${c.req.method} ${c.req.path}: the database refused a value (${errorSummary(error)}); answered 400.`,
      );
      return errorResponse(c, 400, refusal);
    }
    logger.error(`${c.req.method} ${c.req.path} failed:`, error);
    return errorResponse(c, 500, INTERNAL_ERROR_MESSAGE);
  });
  return app;
}

function errorSummary(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return `SQLSTATE ${String(code)}: ${String(message)}`;
}
