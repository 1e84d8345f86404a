import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { registerSubscriptionBilling } from '../packages/server/src/billing/subscription-billing';
import { silentLogger } from '../packages/server/src/logger';
import { findSession } from '../packages/server/src/payments/checkout-sessions';
import { setUpPayments } from '../packages/server/src/payments/payments-module';
import { createTestUser } from '../packages/server/src/testing/test-users';
import { startServerAndBrowserForFile } from './harness';

// Screenshots for people to look at (git-ignored), at desktop and phone width.
const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp', 'checkout');

const run = startServerAndBrowserForFile();

/** A Professional yearly checkout for a new provider, as the registration wizard will open it. */
async function openCheckout(): Promise<{ sessionId: string; url: string }> {
  const { server } = run;
  const owner = await createTestUser(server.db, { type: 'provider' });
  const { payments } = setUpPayments({
    db: server.db,
    settings: {
      publicUrl: server.publicUrl,
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      // Only the server's own instance signs events; this one only opens checkouts.
      paymentsWebhookSecret: 'unused-by-this-instance-0123456789abcdef',
    },
    now: () => new Date(),
    logger: silentLogger,
    deliverWebhook: () => Promise.reject(new Error('The browser pays through the server.')),
  });
  registerSubscriptionBilling(payments, { now: () => new Date() });
  return payments.createCheckout({
    purpose: 'subscription',
    ownerId: owner.id,
    customerEmail: owner.email,
    referenceId: `draft-${owner.id}`,
    successPath: '/payment-success',
    cancelPath: '/payment-cancel',
    plan: { planId: 'professional', interval: 'yearly' },
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill('');
  await page.getByLabel('Card number').pressSequentially(number);
  await page.getByLabel('Expiry (MM/YY)').fill('');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
}

it('formats the card as typed, shows a decline on the page, then pays and lands on /payment-success', async () => {
  const { sessionId, url } = await openCheckout();
  const page = await run.browser.newPage({ viewport: { width: 1024, height: 720 } });
  const problems: string[] = [];
  // CSP refusals and script errors; the 400/402 answers of a re-shown form are expected.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  try {
    await page.goto(url);
    await expect.poll(() => page.getByText('$1,990.00').first().isVisible()).toBe(true);
    await shoot(page, 'desktop');

    await page.getByRole('button', { name: 'Pay $1,990.00' }).click();
    await expect.poll(() => page.getByText('Enter the card number.').isVisible()).toBe(true);
    expect(await page.getByText('Enter the name on the card.').isVisible()).toBe(true);
    await shoot(page, 'desktop-errors');

    await fillCard(page, '4000000000000002');
    expect(await page.getByLabel('Card number').inputValue()).toBe('4000 0000 0000 0002');
    expect(await page.getByLabel('Expiry (MM/YY)').inputValue()).toBe('12/34');
    await page.getByRole('button', { name: 'Pay $1,990.00' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Your card was declined. Try another card.');
    await shoot(page, 'desktop-declined');

    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay $1,990.00' }).click();
    await page.waitForURL(`${run.server.url}/payment-success?session_id=${sessionId}`);
    expect((await findSession(run.server.db, sessionId))?.status).toBe('paid');

    await page.goto(url);
    await expect.poll(() => page.getByText('This checkout has been paid.').isVisible()).toBe(true);
    await shoot(page, 'desktop-paid');
    expect(problems).toEqual([]);
  } finally {
    await page.close();
  }
});

it('fits a phone, and Cancel returns to /payment-cancel', async () => {
  const { sessionId, url } = await openCheckout();
  const page = await run.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    await page.goto(url);
    await fillCard(page, '4242424242424242');
    await shoot(page, 'phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${run.server.url}/payment-cancel?session_id=${sessionId}`);
    expect((await findSession(run.server.db, sessionId))?.status).toBe('cancelled');
  } finally {
    await page.close();
  }
});
