import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goToAdminPage, signInAsAdmin } from './admin-pages';
import { signInAsCustomer } from './customer-pages';
import { startServerAndBrowserForFile } from './harness';

/** The server's clock, moved by the session test (the last in the file) past the access token's hour. */
let serverClockOffsetMs = 0;
const running = startServerAndBrowserForFile({ now: () => new Date(Date.now() + serverClockOffsetMs) });

async function newPage(browser: Browser = running.browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

const toast = (page: Page, title: string) => page.getByRole('alertdialog', { name: title });

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await running.server.db.query<{ n: number }>(`select (${sql})::int as n`, params);
  return row?.n ?? -1;
}

const lookup = async (path: string) =>
  ((await (await fetch(`${running.server.url}/api/v1/${path}`)).json()) as { data: { id: number; name: string }[] })
    .data;

describe('the admin area against the real server', () => {
  it('keeps a customer out of /admin', async () => {
    const page = await newPage();
    await signInAsCustomer(page, running.server.url);
    await page.goto(`${running.server.url}/admin/users`);
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    expect(await page.getByRole('heading', { name: 'User Management' }).count()).toBe(0);
    await page.context().close();
  });

  it('signs in at /login and shows the database’s counts; a notification sent in one tab arrives live in another', async () => {
    const [sender, receiver] = [await newPage(), await newPage()];
    await Promise.all([signInAsAdmin(sender, running.server.url), signInAsAdmin(receiver, running.server.url)]);
    const expected = {
      'Total Users': await count('select count(*) from profiles'),
      'Total Bookings': await count('select count(*) from bookings'),
      'Total Services': await count('select count(*) from services'),
      'Total Blogs': await count('select count(*) from blogs'),
    };
    for (const [label, value] of Object.entries(expected)) {
      await sender
        .getByRole('region', { name: label })
        .getByText(value.toLocaleString('en-US'), { exact: true })
        .waitFor();
    }
    const bell = receiver.getByRole('button', { name: /^Notifications/ });
    const unreadBefore = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

    await goToAdminPage(sender, 'Notifications', 'Notification Management');
    await sender.getByRole('button', { name: 'Send Notification' }).click();
    const form = sender.getByRole('dialog', { name: 'Send System Notification' });
    await form.getByRole('textbox', { name: 'Title' }).fill('Server restart tonight');
    await form.getByRole('textbox', { name: 'Message' }).fill('The site restarts at 23:00 for two minutes.');
    await form.getByRole('button', { name: /Type/ }).click();
    await sender.getByRole('option', { name: 'Error' }).click();
    await form.getByRole('button', { name: 'Send Notification' }).click();
    await toast(sender, 'Notification sent successfully').waitFor();

    const live = toast(receiver, 'Server restart tonight');
    await live.waitFor();
    expect(await live.getAttribute('data-tone')).toBe('critical');
    await receiver.getByRole('button', { name: `Notifications, ${unreadBefore + 1} unread` }).click();
    const first = receiver.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first();
    expect(await first.textContent()).toContain('Server restart tonight');
    await receiver.context().close();
    await sender.context().close();
  });

  it('adds a category and a service the customer lookups offer, then deactivates the service', async () => {
    const page = await newPage();
    await signInAsAdmin(page, running.server.url);
    await goToAdminPage(page, 'Categories', 'Category Management');
    await page.getByRole('button', { name: 'Add Category' }).click();
    const categoryForm = page.getByRole('dialog', { name: 'Add New Category' });
    await categoryForm.getByRole('textbox', { name: 'Name' }).fill('Sports Medicine');
    await categoryForm.getByRole('button', { name: /Sits under/ }).click();
    await page.getByRole('option', { name: 'Medical', exact: true }).click();
    await categoryForm.getByRole('button', { name: 'Add Category' }).click();
    await toast(page, 'Category saved successfully').waitFor();
    const subcategory = (await lookup('subcategories/1')).find((entry) => entry.name === 'Sports Medicine');
    expect(subcategory).toBeDefined();

    await goToAdminPage(page, 'Service Management');
    await page.getByRole('button', { name: 'Add Service' }).click();
    const serviceForm = page.getByRole('dialog', { name: 'Add New Service' });
    await serviceForm.getByRole('textbox', { name: 'Name' }).fill('Sports Injury Clinic');
    await serviceForm.getByRole('button', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'Medical › Sports Medicine' }).click();
    await serviceForm.getByRole('textbox', { name: 'Base price' }).fill('120.50');
    await serviceForm.getByRole('textbox', { name: 'Duration' }).fill('45');
    await serviceForm.getByRole('button', { name: 'Add Service' }).click();
    await toast(page, 'Service saved successfully').waitFor();
    const services = await lookup(`get_ic_services_by_id/${subcategory?.id}`);
    expect(services.map((service) => service.name)).toEqual(['Sports Injury Clinic']);

    await page.getByRole('button', { name: 'Deactivate Sports Injury Clinic' }).click();
    await page.getByRole('button', { name: 'Activate Sports Injury Clinic' }).waitFor();
    expect(await lookup(`get_ic_services_by_id/${subcategory?.id}`)).toEqual([]);
    await page.context().close();
  });

  it('verifies a user, approves a pending event, publishes a page readers can open, and saves SEO into the served page', async () => {
    const page = await newPage();
    await signInAsAdmin(page, running.server.url);

    await goToAdminPage(page, 'User Management');
    await page.getByRole('textbox', { name: 'Search users' }).fill('customer@demo');
    const verified = () => count("select count(*) from profiles where email = 'customer@demo.test' and is_verified");
    const before = await verified();
    await page.getByRole('button', { name: before ? /^Unverify / : /^Verify / }).click();
    await toast(page, 'User updated successfully').waitFor();
    expect(await verified()).toBe(1 - before);

    await goToAdminPage(page, 'Event Management');
    await page.getByRole('button', { name: 'Approve Mindfulness for chronic pain' }).click();
    await toast(page, 'Event updated successfully').waitFor();
    expect(
      await count("select count(*) from events where title = 'Mindfulness for chronic pain' and status = 'approved'"),
    ).toBe(1);

    await goToAdminPage(page, 'CMS Pages', 'CMS Management');
    await page.getByRole('button', { name: 'Add Page' }).click();
    const editor = page.getByRole('dialog', { name: 'Add Page' });
    await editor.getByRole('textbox', { name: 'Title' }).fill('Accessibility');
    await editor
      .getByRole('textbox', { name: 'Body (Markdown)' })
      .fill('## Our promise\n\nEvery page works with a keyboard.');
    await editor.getByRole('button', { name: 'Save Page' }).click();
    await toast(page, 'Page updated successfully').waitFor();
    await page.getByRole('button', { name: 'Publish Accessibility' }).click();
    await page.getByRole('button', { name: 'Unpublish Accessibility' }).waitFor();

    const reader = await newPage();
    await reader.goto(`${running.server.url}/user-log-in`);
    await reader.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Accessibility' }).click();
    await reader.getByRole('heading', { name: 'Our promise' }).waitFor();
    expect(reader.url()).toBe(`${running.server.url}/pages/accessibility`);
    await reader.context().close();

    await goToAdminPage(page, 'SEO Management');
    const title = page.getByRole('textbox', { name: 'Site title' });
    await title.fill('Injury Assist — care and legal help near you');
    await page.getByRole('button', { name: 'Save SEO Settings' }).click();
    await toast(page, 'SEO settings saved').waitFor();
    const served = await (await fetch(`${running.server.url}/user-log-in`)).text();
    expect(served).toContain('<title>Injury Assist — care and legal help near you</title>');
    await page.context().close();
  });

  it('keeps the admin signed in past the hour its access token lasts, and signs out from the user menu', async () => {
    const page = await newPage();
    await page.clock.install();
    await signInAsAdmin(page, running.server.url);
    const tokenBefore = await page.evaluate(() => localStorage.getItem('authToken'));

    // Back after more than an hour: both clocks move on, so the first access token has run out.
    serverClockOffsetMs += 61 * 60_000;
    await page.clock.fastForward('01:01:00');
    await goToAdminPage(page, 'User Management');
    await page.getByRole('textbox', { name: 'Search users' }).fill('customer@demo');
    // The user's details come from API v1, with the renewed token.
    await page
      .getByRole('button', { name: /^View / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'User details' }).getByText('Joined').waitFor();
    await page.keyboard.press('Escape');

    // A reload finds the renewed session, not the login page.
    await page.reload();
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/users');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBe(tokenBefore);

    await page.getByRole('button', { name: /^Account menu, / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await page.context().close();
  });
});
