import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOrthopedicsInMiami, DEMO_PASSWORD, signInAsCustomer } from './customer-pages';
import { startServerAndBrowserForFile } from './harness';

const running = startServerAndBrowserForFile();

// The demo provider's business (seed: provider 1, location 1, 126 reviews behind its 4.8).
const PROVIDER = 'Dr. Maria Lopez';
const RENAMED = 'Biscayne Orthopedic & Spine Center';
const CUSTOMER = 'Casey Customer';
const SLOT = '11:00 AM - 12:00 PM';

/** A date some days ahead in the provider's zone (Miami), as the date field and the list show it. */
function dayAhead(days: number) {
  const iso = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
  const [year, month, day] = iso.split('-');
  return { typed: `${month}${day}${year}` };
}

/** The next Monday after today in Miami, as the date field takes it. */
function nextMonday() {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short' }).format(
    new Date(),
  );
  const index = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday);
  return dayAhead((8 - index) % 7 || 7);
}

/** A browser context that never leaves the test server: the website link opens elsewhere. */
async function localContext(): Promise<BrowserContext> {
  const context = await running.browser.newContext({
    geolocation: { latitude: 25.7617, longitude: -80.1918 },
    permissions: ['geolocation'],
  });
  const origin = new URL(running.server.url).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  // Headless Chromium has no phone app and stalls the page on a tel: link; the dial is left out,
  // the click itself (what the Overview counts) still reaches the page.
  await context.addInitScript(() =>
    document.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault();
    }),
  );
  return context;
}

/** A fresh search (the page is opened anew, so no filter or answer is kept from before). */
async function search(page: Page) {
  await page.goto(`${running.server.url}/customer-dashboard/search`);
  await page.getByRole('heading', { name: 'Find a service', level: 1 }).waitFor();
  await chooseOrthopedicsInMiami(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('heading', { name: 'Search results' }).waitFor();
  return page.getByRole('article').filter({ hasText: PROVIDER }).first();
}

/** The radio inputs are visually hidden; a person clicks the label around them. */
async function pickRadio(page: Page, name: string | RegExp) {
  const radio = page.getByRole('dialog').getByRole('radio', { name });
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

function cardValue(page: Page, label: string) {
  return page.getByRole('region', { name: label }).locator('p').first();
}

describe("the provider's workspace against the real server", () => {
  it("counts what a customer does, publishes the provider's edits, and turns a completed visit into a rating", async () => {
    // The seed's month of demo activity goes, so the cards count this journey alone.
    await running.server.db.query('delete from lead_events where provider_id = 1');
    const customer = await (await localContext()).newPage();
    await signInAsCustomer(customer, running.server.url);

    // The customer books, views the profile and follows its website and phone links.
    let card = await search(customer);
    await card.getByText('(126 reviews)').waitFor();
    await card.getByRole('button', { name: /Book Appointment/ }).click();
    const booking = customer.getByRole('dialog');
    await booking.getByRole('heading', { name: 'Book Appointment' }).waitFor();
    await booking.getByRole('spinbutton', { name: /month/i }).click();
    await customer.keyboard.type(dayAhead(2).typed);
    await pickRadio(customer, new RegExp(`^${SLOT}`));
    await customer.getByRole('dialog').getByRole('button', { name: 'Confirm Booking' }).click();
    await customer.getByText('Appointment booked successfully!').first().waitFor();
    await card.getByRole('button', { name: /View Profile/ }).click();
    const profile = customer.getByRole('dialog', { name: PROVIDER });
    const [website] = await Promise.all([
      customer.waitForEvent('popup'),
      profile.getByRole('link', { name: /^https:\/\// }).click(),
    ]);
    await website.close();
    await profile.getByRole('link', { name: /\(305\)/ }).click();
    await profile.getByRole('button', { name: /close/i }).first().click();
    await expect.poll(() => profile.count()).toBe(0);

    // The provider signs in and finds those on the Overview, in the export and under Appointments.
    const provider = await (await localContext()).newPage();
    await provider.goto(`${running.server.url}/dashboard`);
    await provider.waitForURL((url) => url.pathname === '/provider-login');
    await provider.getByLabel('Email address').fill('provider@demo.test');
    await provider.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await provider.getByRole('button', { name: 'Sign in' }).click();
    await provider.waitForURL((url) => url.pathname === '/dashboard/overview');
    await provider.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    // The booking rings the bell.
    await provider.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await provider.getByRole('dialog', { name: 'Notifications' }).getByText(CUSTOMER).first().waitFor();
    await provider.keyboard.press('Escape');
    for (const label of ['Website Clicks', 'Phone Clicks', 'Appointment Requests']) {
      await expect.poll(() => cardValue(provider, label).textContent()).toBe('1');
    }
    await expect(cardValue(provider, 'Address Clicks').textContent()).resolves.toBe('0');
    const download = provider.waitForEvent('download');
    await provider.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('overview-last-7-days.csv');
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv).toContain('Metric,Value,Change');
    expect(csv).toMatch(/Website Clicks,1,New/);

    await provider.getByRole('link', { name: 'Appointments' }).first().click();
    const row = provider
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: CUSTOMER })
      .filter({ hasText: SLOT });
    await row.first().waitFor();

    // The provider renames the business and opens at 10 on Mondays; the customer's next search shows both.
    await provider.getByRole('link', { name: 'Business Profile' }).first().click();
    await provider.getByRole('button', { name: 'Edit Profile' }).click();
    await provider.getByLabel(/^Business name/).fill(RENAMED);
    await provider
      .getByRole('spinbutton', { name: /^hour, Monday opens/ })
      .first()
      .click();
    await provider.keyboard.type('10');
    await provider.getByRole('button', { name: 'Save Changes' }).click();
    await provider.getByText('Profile updated successfully!').first().waitFor();
    await provider.getByRole('button', { name: 'Edit Profile' }).waitFor();
    card = await search(customer);
    await card.getByText(RENAMED).waitFor();
    await card.getByRole('button', { name: /Book Appointment/ }).click();
    const monday = customer.getByRole('dialog');
    await monday.getByRole('spinbutton', { name: /month/i }).click();
    await customer.keyboard.type(nextMonday().typed);
    await monday.getByRole('radio', { name: /^10:00 AM - 11:00 AM/ }).waitFor();
    await expect(monday.getByRole('radio', { name: /^09:00 AM - 10:00 AM/ }).count()).resolves.toBe(0);
    await monday.getByRole('button', { name: 'Cancel' }).click();

    // The visit takes place: a test cannot wait two days, so the booking moves to the hour under way.
    await running.server.db.query(
      `update bookings b
          set date = (now() at time zone l.time_zone)::date,
              slot = to_char(date_trunc('hour', now() at time zone l.time_zone), 'HH12:MI AM') || ' - ' ||
                     to_char(date_trunc('hour', now() at time zone l.time_zone) + interval '1 hour', 'HH12:MI AM')
         from provider_locations l
        where l.id = b.location_id
          and b.id = (select id from bookings where provider_id = 1 and slot = $1 order by created_at desc limit 1)`,
      [SLOT],
    );
    await provider.getByRole('link', { name: 'Appointments' }).first().click();
    await provider.reload();
    const done = provider.getByRole('button', { name: `Mark completed: ${CUSTOMER}`, exact: false }).first();
    await done.click();
    await provider.getByText('Appointment marked as completed.').first().waitFor();

    // The customer reviews it from the Past tab; the search's rating and count follow.
    await customer.getByRole('link', { name: 'Appointments' }).first().click();
    await customer.getByRole('tab', { name: 'Past' }).click();
    const visit = customer
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: PROVIDER })
      .filter({ hasText: 'Completed' });
    await visit
      .getByRole('button', { name: /^Review/ })
      .first()
      .click();
    await pickRadio(customer, '1 star, poor');
    await customer.getByLabel(/^Your review/).fill('The wait was long.');
    await customer.getByRole('button', { name: 'Publish review' }).click();
    await customer.getByText('Thank you! Your review is published.').first().waitFor();
    card = await search(customer);
    await card.getByText('(127 reviews)').waitFor();

    // Sign out is in the provider's user menu.
    await provider.getByRole('button', { name: /^Account menu/ }).click();
    await provider.getByRole('menuitem', { name: 'Sign out' }).click();
    await provider.waitForURL((url) => url.pathname === '/provider-login');
  });
});
