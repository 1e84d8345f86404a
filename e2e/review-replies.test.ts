import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOrthopedicsInMiami, DEMO_PASSWORD, signInAsCustomer } from './customer-pages';
import { startServerAndBrowserForFile } from './harness';

const running = startServerAndBrowserForFile();

// The demo provider's business (seed: provider 1) and the demo customer, who writes as 'Casey C.'.
const PROVIDER = 'Dr. Maria Lopez';
const REVIEW = 'Dr. Lopez explained every step of my recovery.';
const REPLY = 'Thank you, Casey. We are glad the recovery plan works for you.';

async function newPage(): Promise<Page> {
  return (await running.browser.newContext()).newPage();
}

/** A fresh search and the demo provider's View Profile, as the customer opens it. */
async function openProfile(page: Page) {
  await page.goto(`${running.server.url}/customer-dashboard/search`);
  await page.getByRole('heading', { name: 'Find a service', level: 1 }).waitFor();
  await chooseOrthopedicsInMiami(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('heading', { name: 'Search results' }).waitFor();
  const card = page.getByRole('article').filter({ hasText: PROVIDER }).first();
  await card.getByRole('button', { name: /View Profile/ }).click();
  const profile = page.getByRole('dialog', { name: PROVIDER });
  await profile.getByText('Reviews').first().waitFor();
  return profile;
}

/** The radio inputs are visually hidden; a person clicks the label around them. */
async function pickRadio(page: Page, name: string) {
  const radio = page.getByRole('dialog').getByRole('radio', { name });
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

describe('review replies and moderation against the real server', () => {
  it('a customer reviews, the provider replies, the customer reads the reply; an admin hides the review and it leaves View Profile', async () => {
    // A visit that took place three days ago (a test cannot wait for one).
    await running.server.db.query(
      `insert into bookings (booking_id, user_id, provider_id, location_id, address, date, slot, day, booking_status)
       select 'BK-E2EREPLY01', '00000000-0000-4000-8000-000000000001', l.provider_id, l.id, l.address,
              current_date - 3, '10:00 AM - 11:00 AM', trim(to_char(current_date - 3, 'Day')), 2
         from provider_locations l where l.provider_id = 1 order by l.id limit 1`,
    );

    // The customer reviews it from the Past tab.
    const customer = await newPage();
    await signInAsCustomer(customer, running.server.url);
    await customer.getByRole('link', { name: 'Appointments' }).first().click();
    await customer.getByRole('tab', { name: 'Past' }).click();
    await customer
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: PROVIDER })
      .filter({ hasText: 'Completed' })
      .getByRole('button', { name: /^Review/ })
      .first()
      .click();
    await pickRadio(customer, '5 stars, excellent');
    await customer.getByLabel(/^Your review/).fill(REVIEW);
    await customer.getByRole('button', { name: 'Publish review' }).click();
    await customer.getByText('Thank you! Your review is published.').first().waitFor();

    // The provider replies from Business Profile's Customer Reviews.
    const provider = await newPage();
    await provider.goto(`${running.server.url}/provider-login`);
    await provider.getByLabel('Email address').fill('provider@demo.test');
    await provider.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await provider.getByRole('button', { name: 'Sign in' }).click();
    await provider.waitForURL((url) => url.pathname === '/dashboard/overview');
    await provider.getByRole('link', { name: 'Business Profile' }).first().click();
    await provider.getByText(REVIEW).waitFor();
    await provider.getByRole('button', { name: 'Reply to Casey C.' }).click();
    await provider.getByLabel('Your reply to Casey C.').fill(REPLY);
    await provider.getByRole('button', { name: 'Publish reply' }).click();
    await provider.getByText('Your reply is published.').first().waitFor();
    await provider.getByRole('button', { name: 'Edit reply to Casey C.' }).waitFor();

    // The customer finds the reply under their review in View Profile.
    let profile = await openProfile(customer);
    const mine = profile.getByRole('listitem').filter({ hasText: REVIEW });
    await mine.getByText(REPLY).waitFor();
    await expect(mine.getByText(/^Reply from /).textContent()).resolves.toContain('Reply from');

    // An administrator hides the review with a reason.
    const admin = await newPage();
    await admin.goto(`${running.server.url}/login`);
    await admin.getByLabel('Email address').fill('admin@demo.test');
    await admin.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/overview');
    await admin.getByRole('navigation', { name: 'Admin dashboard' }).getByRole('link', { name: 'Reviews' }).click();
    await admin.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
    await admin.getByRole('textbox', { name: 'Search reviews' }).fill('Casey');
    await admin.getByRole('button', { name: 'Hide review by Casey C.' }).click();
    const dialog = admin.getByRole('dialog', { name: "Hide Casey C.'s review" });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Shares details of another patient.');
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await admin.getByRole('alertdialog', { name: 'The review is hidden' }).waitFor();
    await admin.getByRole('button', { name: 'Restore review by Casey C.' }).waitFor();

    // Gone for the customer, and recorded with who did it and why.
    profile = await openProfile(customer);
    await profile
      .getByText('Casey C.')
      .or(profile.getByText(/average from/))
      .first()
      .waitFor();
    await expect.poll(() => profile.getByText(REVIEW).count()).toBe(0);
    const [audit] = await running.server.db.query<{ action: string; actor_email: string; detail: { reason: string } }>(
      `select action, actor_email, detail from audit_log where action = 'reviews.hide' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      actor_email: 'admin@demo.test',
      detail: { reason: 'Shares details of another patient.' },
    });
  });
});
