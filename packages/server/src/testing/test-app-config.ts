import type { AppConfig } from '../app';
import { loadConfig } from '../config';

/** Signs the tests' tokens; never used outside tests. */
export const TEST_JWT_SECRET = 'test-only-jwt-secret-0123456789abcdef';
/** Signs the local checkout's events in tests. */
export const TEST_PAYMENTS_WEBHOOK_SECRET = 'test-only-payments-secret-0123456789abcdef';
/** What links in the tests' mail start with. */
export const TEST_PUBLIC_URL = 'http://app.injury-assist.test';

/**
 * The app's settings for tests: the repository's files, a fixed JWT secret and public URL, and
 * the dev mailbox and the local checkout whatever SMTP_URL and Stripe keys the environment has.
 */
export function testAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: undefined,
    SMTP_URL: undefined,
    TRUST_PROXY: undefined,
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
  });
  return {
    ...config,
    jwtSecret: TEST_JWT_SECRET,
    paymentsWebhookSecret: TEST_PAYMENTS_WEBHOOK_SECRET,
    publicUrl: TEST_PUBLIC_URL,
    ...overrides,
  };
}
