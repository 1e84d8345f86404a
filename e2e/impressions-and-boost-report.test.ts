import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOrthopedicsInMiami, DEMO_PASSWORD, signInAsCustomer } from './customer-pages';
import { startServerAndBrowserForFile } from './harness';

const running = startServerAndBrowserForFile();

// The demo provider's business (seed: provider 1, Dr. Maria Lopez, Miami 33101).
const PROVIDER = 'Dr. Maria Lopez';
const DAY_MS = 86_400_000;

function cardValue(page: Page, label: string) {
  return page.getByRole('region', { name: label }).locator('p').first();
}

describe('a customer’s search reaches the provider’s Overview and boost report', () => {
  it('counts the provider on the customer’s results page as an impression, in the funnel and in the running boost’s report', async () => {
    // The seed's demo activity goes, so the figures count this journey alone; the provider's
    // medical boost in 33101 started a day ago (as a paid checkout would have started it).
    const { db } = running.server;
    await db.query('delete from lead_events where provider_id = 1');
    await db.query('delete from search_impressions where provider_id = 1');
    const now = Date.now();
    await db.query(
      `insert into boosts (provider_id, user_id, zip_code, boost_type, duration, price_cents, slot, period, status,
                           created_at, activated_at)
       select 1, user_id, '33101', 'medical', 'weekly', 29900, 1, tstzrange($1, $2, '[)'), 'active', $1, $1
         from service_providers where id = 1`,
      [new Date(now - DAY_MS), new Date(now + 6 * DAY_MS)],
    );

    // The customer searches orthopedists in Miami: the provider is on the page, Sponsored.
    const customer = await (await running.browser.newContext()).newPage();
    await signInAsCustomer(customer, running.server.url);
    await customer.goto(`${running.server.url}/customer-dashboard/search`);
    await customer.getByRole('heading', { name: 'Find a service', level: 1 }).waitFor();
    await chooseOrthopedicsInMiami(customer);
    await customer.getByRole('button', { name: 'Search', exact: true }).click();
    await customer.getByRole('heading', { name: 'Search results' }).waitFor();
    await customer.getByRole('article').filter({ hasText: PROVIDER }).first().waitFor();

    // The provider's Overview counts it: the card and the funnel's first step.
    const provider = await (await running.browser.newContext()).newPage();
    await provider.goto(`${running.server.url}/provider-login`);
    await provider.getByLabel('Email address').fill('provider@demo.test');
    await provider.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await provider.getByRole('button', { name: 'Sign in' }).click();
    await provider.waitForURL((url) => url.pathname === '/dashboard/overview');
    await expect.poll(() => cardValue(provider, 'Search impressions').textContent(), { timeout: 15_000 }).toBe('1');
    const funnel = provider.getByRole('list', { name: 'From search to appointment requests' });
    const firstStep = funnel.getByRole('listitem').first();
    await expect.poll(() => firstStep.textContent()).toBe('Search impressions1');
    await funnel.getByText('0% of search impressions').waitFor();

    // The export lists the day's impression and the period's total.
    const download = provider.waitForEvent('download');
    await provider.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv).toMatch(/^\uFEFF?Business,Biscayne Orthopedic Center/);
    expect(csv).toMatch(/\d{4}-\d{2}-\d{2},Search impressions,1,\r\n/);
    expect(csv).toMatch(/ to \d{4}-\d{2}-\d{2},Search impressions,1,New\r\n/);

    // The Boost page's report counts it during the boost, none the day before.
    await provider.getByRole('link', { name: 'Boost Feature' }).first().click();
    const report = provider.getByRole('table', { name: /Report of the medical boost in 33101, weekly/ });
    await report.waitFor();
    await expect
      .poll(() => report.getByRole('row', { name: /Search impressions/ }).textContent())
      .toBe('Search impressions10New');
    const reportDownload = provider.waitForEvent('download');
    await provider.getByRole('button', { name: 'Download report (CSV)' }).click();
    const reportFile = await reportDownload;
    expect(reportFile.suggestedFilename()).toBe('boost-report.csv');
    const reportCsv = await readFile(await reportFile.path(), 'utf8');
    expect(reportCsv).toMatch(/,33101,Medical,.*,Search impressions,1,0,New\r\n/);
  });
});
