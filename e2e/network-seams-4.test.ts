import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from './admin-pages';
import { selectTrigger, signInAsCustomer } from './customer-pages';
import { startServerAndBrowserForFile } from './harness';

const running = startServerAndBrowserForFile();

async function newPage(): Promise<Page> {
  return (await running.browser.newContext()).newPage();
}

/** The visitor comes back to the tab (what a browser announces when a hidden tab is shown again). */
const returnTo = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

const unreadOf = async (page: Page) => {
  const label = await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);
};

describe('issue 27, part 4: what one side does reaches the other without a reload', () => {
  it("a category the admin adds is in the customer's open search dropdown when the customer comes back", async () => {
    const customer = await newPage();
    await signInAsCustomer(customer, running.server.url);
    await customer.goto(`${running.server.url}/customer-dashboard/search`);
    await customer.getByRole('heading', { name: 'Find a service', level: 1 }).waitFor();
    const category = selectTrigger(customer, 'Select category', 'Category');
    await expect.poll(() => category.isEnabled()).toBe(true);
    // The list is read once it is open (the Select loads on its first press), and closed before the next step.
    const listbox = customer.getByRole('listbox');
    await category.click();
    await listbox.waitFor();
    expect(await customer.getByRole('option').allTextContents()).not.toContain('Chiropractic');
    await customer.keyboard.press('Escape');
    await listbox.waitFor({ state: 'hidden' });

    const admin = await newPage();
    await signInAsAdmin(admin, running.server.url);
    await admin.getByRole('navigation', { name: 'Admin dashboard' }).getByRole('link', { name: 'Categories' }).click();
    await admin.getByRole('button', { name: 'Add Category' }).click();
    const form = admin.getByRole('dialog', { name: 'Add New Category' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Chiropractic');
    await form.getByRole('button', { name: 'Add Category' }).click();
    await admin.getByRole('alertdialog', { name: 'Category saved successfully' }).waitFor();

    await returnTo(customer);
    await expect
      .poll(async () => {
        await category.click();
        await listbox.waitFor();
        const options = await customer.getByRole('option').allTextContents();
        await customer.keyboard.press('Escape');
        await listbox.waitFor({ state: 'hidden' });
        return options;
      })
      .toContain('Chiropractic');
    await customer.context().close();
    await admin.context().close();
  });

  it("an urgent concern's bell item opens the concern, and reading it there reads it in the admin's other tab", async () => {
    const [admin, otherTab] = [await newPage(), await newPage()];
    await signInAsAdmin(admin, running.server.url);
    const otherTabAdmin = await admin.context().newPage();
    await otherTabAdmin.goto(`${running.server.url}/admin/notifications`);
    await otherTabAdmin.getByRole('heading', { name: 'Notification Management' }).waitFor();
    const unreadBefore = await unreadOf(admin);

    const customer = otherTab;
    await signInAsCustomer(customer, running.server.url);
    const raised = await customer.evaluate(async () => {
      const token = localStorage.getItem('authToken') ?? '';
      const me = JSON.parse(atob(token.split('.')[1] ?? '')) as { sub: string };
      const response = await fetch('/api/v1/raise_concern', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          user_id: me.sub,
          title: 'Charged twice',
          description: 'Please check.',
          priority: 'urgent',
        }),
      });
      return response.status;
    });
    expect(raised).toBe(200);

    await admin.getByRole('alertdialog', { name: 'Urgent concern raised' }).waitFor();
    await otherTabAdmin.getByRole('button', { name: `Notifications, ${unreadBefore + 1} unread` }).waitFor();
    await admin.getByRole('button', { name: `Notifications, ${unreadBefore + 1} unread` }).click();
    await admin
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: /Unread: Urgent concern raised/ })
      .first()
      .click();
    // The bell item opens the concern itself on the Concerns screen (issue 26).
    await admin.waitForURL((url) => url.pathname === '/admin/concerns' && url.searchParams.has('concern'));
    const details = admin.getByRole('dialog', { name: 'Charged twice' });
    await details.getByText('customer@demo.test').first().waitFor();

    // The other tab hears that it was read, without a reload.
    await expect.poll(() => unreadOf(otherTabAdmin)).toBe(unreadBefore);
    await admin.context().close();
    await customer.context().close();
  });
});
