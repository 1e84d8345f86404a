import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOrthopedicsInMiami, DEMO_PASSWORD, signInAsCustomer } from './customer-pages';
import { startServerAndBrowserForFile } from './harness';

const running = startServerAndBrowserForFile();
const DEMO_PROVIDER_ID = '00000000-0000-4000-8000-000000000002';

async function signInAsProvider(page: Page) {
  await page.goto(`${running.server.url}/provider-login`);
  await page.getByLabel('Email address').fill('provider@demo.test');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
}

/** Pays on the local checkout page with the test card that succeeds, and waits to be back on `path`. */
async function payWith4242(page: Page, amount: string, path: string) {
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Pat Provider');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/** What the admin's Events page does: set the status through /rest/v1 with an admin session. */
async function approveAsAdmin(eventTitle: string) {
  const anon = { apikey: 'local-anon-key', 'content-type': 'application/json' };
  const session = await fetch(`${running.server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: anon,
    body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
  });
  const { access_token: token } = (await session.json()) as { access_token: string };
  const approved = await fetch(`${running.server.url}/rest/v1/events?title=eq.${encodeURIComponent(eventTitle)}`, {
    method: 'PATCH',
    headers: { ...anon, authorization: `Bearer ${token}`, prefer: 'return=representation' },
    body: JSON.stringify({ status: 'approved' }),
  });
  expect(approved.status).toBe(200);
  expect(((await approved.json()) as unknown[]).length).toBe(1);
}

describe('what a provider pays for, against the real server', () => {
  it('upgrades and downloads the invoice, schedules a downgrade, boosts 33101 to Sponsored, and runs an event a customer registers for', async () => {
    const { db } = running.server;
    // The demo business (seeded on Professional) on Basic since today, and rated below the rest of
    // Miami so only the boost puts it first.
    await db.query(
      `update subscriptions set plan_id = 'basic', billing_interval = 'monthly', status = 'active',
              current_period_start = now(), current_period_end = now() + interval '1 month'
        where user_id = $1 and not addon`,
      [DEMO_PROVIDER_ID],
    );
    await db.query('update service_providers set rating = 1.0 where user_id = $1', [DEMO_PROVIDER_ID]);

    const provider = await (await running.browser.newContext({ acceptDownloads: true })).newPage();
    await signInAsProvider(provider);

    // Upgrade Basic → Professional: a checkout for the prorated difference, then the plan and its invoice.
    await provider.goto(`${running.server.url}/dashboard/subscriptions`);
    await provider.getByRole('button', { name: 'Current Plan' }).waitFor();
    await provider.getByRole('button', { name: 'Upgrade to Professional' }).click();
    await payWith4242(provider, '$100.00', '/dashboard/subscriptions');
    const current = provider.getByRole('region', { name: 'Current Subscription' });
    await expect
      .poll(() => current.getByText('Professional', { exact: true }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    // The seeded invoice and the upgrade's, newest first.
    const invoice = provider.getByRole('button', { name: /^PDF of invoice INV-/ }).first();
    await invoice.waitFor();
    const [download] = await Promise.all([provider.waitForEvent('download'), invoice.click()]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
    const pdfPath = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(pdfPath)).subarray(0, 5).toString()).toBe('%PDF-');

    // The saved cards are on the Business Profile too.
    await provider.goto(`${running.server.url}/dashboard/profile`);
    const cards = provider.getByRole('region', { name: 'Payment Methods' });
    await cards.getByText(/4242/).first().waitFor();
    // Paying the upgrade with the saved Visa did not save it a second time (issue 27).
    expect(await cards.getByText(/•••• 4242/).count()).toBe(1);
    await provider.goto(`${running.server.url}/dashboard/subscriptions`);

    // Downgrade: confirmed in a dialog, then scheduled for the next billing date.
    await provider.getByRole('button', { name: 'Downgrade to Basic' }).click();
    const confirm = provider.getByRole('dialog', { name: 'Downgrade to Basic?' });
    await confirm.getByText(/^You keep Professional until .+; then Basic\.$/).waitFor();
    await confirm.getByRole('button', { name: 'Downgrade', exact: true }).click();
    await current.getByText(/^You keep Professional until .+; then Basic\.$/).waitFor();

    // A weekly medical boost for 33101.
    await provider.goto(`${running.server.url}/dashboard/boost`);
    await provider.getByText('33101 · Miami, FL', { exact: true }).click();
    await provider.getByText('2/2 available').first().waitFor();
    await provider.getByRole('button', { name: 'Start Boost' }).click();
    await payWith4242(provider, '$299.00', '/dashboard/boost');
    await provider.getByRole('list', { name: 'Your boosts' }).getByText('Active').waitFor();

    // A customer searching Miami sees the provider first, marked Sponsored.
    const customer = await (await running.browser.newContext()).newPage();
    await signInAsCustomer(customer, running.server.url);
    await customer.getByRole('link', { name: 'Find a service' }).first().click();
    await chooseOrthopedicsInMiami(customer);
    await customer.getByRole('button', { name: 'Search', exact: true }).click();
    const first = customer.getByRole('article').first();
    await first.getByText('Sponsored', { exact: true }).waitFor();
    await expect.poll(() => first.getByRole('heading', { level: 3 }).textContent()).toBe('Dr. Maria Lopez');
    await expect.poll(() => first.getByRole('link', { name: 'About sponsored listings' }).isVisible()).toBe(true);

    // An event: created pending, approved by the admin, a customer registers, the provider sees them.
    await provider.goto(`${running.server.url}/dashboard/events`);
    const eventDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    await provider.getByLabel('Title').fill('Back pain workshop');
    await provider.getByLabel('Description').fill('Exercises after a car accident.');
    await provider.getByLabel('Date').fill(eventDate);
    await provider.getByLabel('Time').fill('18:00');
    await provider.getByLabel('Max attendees').fill('20');
    await provider.getByLabel('Location').fill('1200 Biscayne Blvd, Miami');
    await provider.getByRole('button', { name: 'Create Event' }).click();
    const listed = provider.getByRole('listitem', { name: 'Back pain workshop' });
    await listed.getByText('Pending approval').waitFor();

    await approveAsAdmin('Back pain workshop');
    // The customer finds it on the provider's profile and registers there; the Events page agrees.
    await first.getByRole('button', { name: /View Profile/ }).click();
    const profile = customer.getByRole('dialog', { name: 'Dr. Maria Lopez' });
    const offered = profile.getByRole('listitem', { name: 'Back pain workshop' });
    await offered.getByRole('button', { name: 'Register' }).click();
    await profile.getByText('You are registered for "Back pain workshop".').waitFor();
    await offered.getByText('Registered').waitFor();
    await customer.keyboard.press('Escape');
    await customer.getByRole('link', { name: 'Events' }).first().click();
    const workshop = customer.getByRole('listitem', { name: 'Back pain workshop' });
    await workshop.getByText('Registered').waitFor();
    await workshop.getByRole('button', { name: 'Cancel registration' }).waitFor();

    await provider.reload();
    await listed.getByText('Approved').waitFor();
    await listed.getByText('customer@demo.test').waitFor();
    await expect.poll(() => listed.getByText('1 / 20 attendees', { exact: false }).isVisible()).toBe(true);
  });
});
