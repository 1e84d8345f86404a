import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pngImage } from '../packages/server/src/testing/test-images';
import { chooseOrthopedicsInMiami, DEMO_PASSWORD, signInAsCustomer } from './customer-pages';
import { startServerAndBrowserForFile } from './harness';

const running = startServerAndBrowserForFile();
const DEMO_PROVIDER_ID = '00000000-0000-4000-8000-000000000002';
const PROVIDER = 'Dr. Maria Lopez';

async function signInAsProvider(page: Page) {
  await page.goto(`${running.server.url}/provider-login`);
  await page.getByLabel('Email address').fill('provider@demo.test');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
}

async function searchOrthopedicsInMiami(page: Page) {
  await page.goto(`${running.server.url}/customer-dashboard/search`);
  await chooseOrthopedicsInMiami(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  return page.getByRole('article').filter({ hasText: PROVIDER }).first();
}

describe('what one side does reaches the other, against the real server', () => {
  it('follows a Sponsored label to the disclosure page, signed in and signed out', async () => {
    const { db, url } = running.server;
    // The demo business (Miami 33101) boosted for medical searches there this week, as a paid boost leaves it.
    await db.query(
      `insert into boosts (provider_id, user_id, zip_code, boost_type, duration, price_cents, slot, period, status, created_at, activated_at)
       values (1, $1, '33101', 'medical', 'weekly', 29900, 1, tstzrange(now() - interval '1 hour', now() + interval '7 days'), 'active', now(), now())`,
      [DEMO_PROVIDER_ID],
    );

    const customer = await (await running.browser.newContext()).newPage();
    await signInAsCustomer(customer, url);
    await customer.getByRole('link', { name: 'Find a service' }).first().click();
    await chooseOrthopedicsInMiami(customer);
    await customer.getByRole('button', { name: 'Search', exact: true }).click();
    const sponsored = customer.getByRole('article').filter({ hasText: 'Sponsored' }).first();
    await sponsored.getByRole('link', { name: 'About sponsored listings' }).click();
    await customer.getByRole('heading', { level: 1, name: 'About sponsored listings' }).waitFor();
    expect(new URL(customer.url()).pathname).toBe('/pages/about-sponsored-listings');
    await customer
      .getByText(/A boosted provider is shown first in that ZIP code and marked Sponsored/)
      .first()
      .waitFor();
    expect(await customer.getByText('Something went wrong').count()).toBe(0);

    // Signed out, the short address some people type leads to the same page.
    const stranger = await (await running.browser.newContext()).newPage();
    await stranger.goto(`${url}/about-sponsored-listings`);
    await stranger.getByRole('heading', { level: 1, name: 'About sponsored listings' }).waitFor();
    expect(new URL(stranger.url()).pathname).toBe('/pages/about-sponsored-listings');
  });

  it("puts the provider's logo on the customer's card and in View Profile, and plays the video only after a click", async () => {
    const { url } = running.server;
    const provider = await (await running.browser.newContext()).newPage();
    await signInAsProvider(provider);
    await provider.goto(`${url}/dashboard/profile`);
    await provider.getByRole('button', { name: 'Edit Profile' }).click();
    // The button itself opens the file dialog (the browser's file chooser).
    const [chooser] = await Promise.all([
      provider.waitForEvent('filechooser'),
      provider.getByRole('button', { name: 'Upload logo' }).click(),
    ]);
    await chooser.setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(64, 64) });
    await provider.getByRole('button', { name: 'Replace logo' }).waitFor();
    await provider.getByLabel('Video Introduction URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await provider.getByRole('button', { name: 'Save Changes' }).click();
    await provider.getByText('Profile updated successfully!').first().waitFor();
    const logo = await provider
      .getByRole('img', { name: /^Logo of / })
      .first()
      .getAttribute('src');
    expect(logo).toMatch(/^\/uploads\//);

    const context = await running.browser.newContext();
    // Every request leaving the test server is recorded and refused: none may go before the click.
    const thirdParty: string[] = [];
    const origin = new URL(url).origin;
    await context.route(
      (address) => address.origin !== origin,
      (route) => {
        thirdParty.push(route.request().url());
        return route.abort();
      },
    );
    const customer = await context.newPage();
    await signInAsCustomer(customer, url);
    const card = await searchOrthopedicsInMiami(customer);
    await expect.poll(() => card.locator('img').first().getAttribute('src')).toBe(logo);
    await card.getByRole('button', { name: /View Profile/ }).click();
    const profile = customer.getByRole('dialog', { name: PROVIDER });
    await profile.getByRole('heading', { name: 'Video introduction' }).waitFor();
    expect(await profile.locator(`img[src="${logo}"]`).count()).toBe(1);
    expect(await profile.locator('iframe').count()).toBe(0);
    expect(thirdParty).toEqual([]);

    await profile.getByRole('button', { name: 'Play the video from YouTube' }).click();
    const player = profile.locator('iframe');
    await expect.poll(() => player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await expect
      .poll(() => thirdParty.some((address) => address.startsWith('https://www.youtube-nocookie.com/')))
      .toBe(true);

    // Both count toward completeness, since customers meet them: the demo profile had only these two missing.
    await provider.goto(`${url}/dashboard/overview`);
    await provider.getByText('100%', { exact: true }).waitFor();
    expect(await provider.getByText(/^Still to add:/).count()).toBe(0);
  });
});
