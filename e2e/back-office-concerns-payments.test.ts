import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goToAdminPage, signInAsAdmin } from './admin-pages';
import { DEMO_PASSWORD, signInAsCustomer } from './customer-pages';
import { startServerAndBrowserForFile } from './harness';
import { waitForMail } from './mailbox';

const running = startServerAndBrowserForFile();

async function signInAsProvider(page: Page) {
  await page.goto(`${running.server.url}/provider-login`);
  await page.getByLabel('Email address').fill('provider@demo.test');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
}

describe('issue 26: the back office’s Concerns and Payments, against the real server', () => {
  it('the admin replies to a concern and resolves it; the customer sees both and gets the reply by e-mail', async () => {
    const customer = await running.browser.newPage();
    await signInAsCustomer(customer, running.server.url);
    await customer.getByRole('link', { name: 'Concerns' }).first().click();
    await customer.getByRole('button', { name: 'Raise New Concern' }).click();
    await customer.getByLabel(/^Title/).fill('Charged twice for one visit');
    await customer.getByLabel(/^Description/).fill('Please refund the second charge.');
    await customer.getByRole('button', { name: 'Submit Concern' }).click();
    await customer.getByText('Concern raised successfully').first().waitFor();

    const admin = await running.browser.newPage();
    await signInAsAdmin(admin, running.server.url);
    await goToAdminPage(admin, 'Concerns');
    await admin.getByRole('textbox', { name: 'Search concerns' }).fill('Charged twice');
    await admin.getByRole('button', { name: 'Open Charged twice for one visit' }).first().click();
    const dialog = admin.getByRole('dialog', { name: 'Charged twice for one visit' });
    await dialog.getByText('Please refund the second charge.').waitFor();
    await dialog.getByRole('textbox', { name: 'Reply to the customer' }).fill('The second charge is refunded.');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await admin.getByRole('alertdialog', { name: 'Reply sent' }).waitFor();
    await dialog.getByRole('button', { name: /Status/ }).click();
    await admin.getByRole('option', { name: 'Resolved' }).click();
    await admin.getByRole('alertdialog', { name: 'Concern updated' }).waitFor();

    await customer.reload();
    const concern = customer.getByRole('listitem').filter({ hasText: 'Charged twice for one visit' }).first();
    await concern.getByText('The second charge is refunded.').waitFor();
    expect(await concern.getByText('Resolved').count()).toBe(1);
    await waitForMail(running.server.url, 'customer@demo.test', /The second charge is refunded\./);
    await customer.context().close();
    await admin.context().close();
  });

  it("the admin refunds part of an invoice; the provider's Billing History lists the credit note", async () => {
    const admin = await running.browser.newPage();
    await signInAsAdmin(admin, running.server.url);
    await goToAdminPage(admin, 'Payments');
    await admin.getByRole('textbox', { name: 'Search payments' }).fill('provider@demo.test');
    const refund = admin.getByRole('button', { name: /^Refund INV-/ }).first();
    await refund.waitFor();
    const invoice = ((await refund.getAttribute('aria-label')) ?? '').replace('Refund ', '');
    await refund.click();
    const dialog = admin.getByRole('dialog', { name: `Refund invoice ${invoice}` });
    const amount = dialog.getByRole('textbox', { name: 'Amount to refund' });
    await amount.fill('10');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Listing was down');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    const done = admin.getByRole('alertdialog', { name: 'Refund issued' });
    await done.waitFor();
    const creditNote = /CN-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')?.[0];
    expect(creditNote).toBeDefined();

    const provider = await running.browser.newPage();
    await signInAsProvider(provider);
    await provider.goto(`${running.server.url}/dashboard/subscriptions`);
    await provider.getByRole('button', { name: `PDF of invoice ${creditNote}` }).waitFor();
    await provider.getByText(`Credit note for invoice ${invoice}: Listing was down`).waitFor();
    await waitForMail(running.server.url, 'provider@demo.test', new RegExp(`credit note ${creditNote}`));
    await admin.context().close();
    await provider.context().close();
  });
});
