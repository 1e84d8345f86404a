import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pngImage } from '../packages/server/src/testing/test-images';
import { signInAsCustomer } from './customer-pages';
import { startServerAndBrowserForFile } from './harness';

const running = startServerAndBrowserForFile();

const signInAsDemoCustomer = (page: Page) => signInAsCustomer(page, running.server.url);

async function choosePicture(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Change picture/ }).click();
  await (await chooser).setFiles(file);
}

describe('concerns and profile against the real server', () => {
  it('raises a concern: the empty form is refused, the new concern is listed', async () => {
    const page = await running.browser.newPage();
    await signInAsDemoCustomer(page);
    await page.getByRole('link', { name: 'Concerns' }).first().click();
    await page.getByRole('heading', { name: 'Concerns & Communication' }).waitFor();

    await page.getByRole('button', { name: 'Raise New Concern' }).click();
    await page.getByRole('button', { name: 'Submit Concern' }).click();
    // The form says it beside the fields and the spec's toast says it too; either may show first.
    await page.getByRole('region', { name: 'Notifications' }).getByText('Please fill in all fields').waitFor();
    await page.getByRole('status').getByText('Please fill in all fields').waitFor();

    await page.getByLabel(/^Title/).fill('Reschedule fee question');
    await page.getByRole('button', { name: 'Submit Concern' }).click();
    await expect.poll(() => page.getByText('Please fill in all fields').count()).toBeGreaterThan(0);

    await page.getByLabel(/^Description/).fill('Was I charged twice for moving my visit?');
    await page.getByRole('button', { name: /Priority/ }).click();
    await page.getByRole('option', { name: 'Urgent' }).click();
    await page.getByRole('button', { name: 'Submit Concern' }).click();
    await page.getByText('Concern raised successfully').first().waitFor();
    // spec: the list refreshes 2.3 s after a concern is raised.
    const row = page.getByRole('listitem').filter({ hasText: 'Reschedule fee question' });
    await row.waitFor({ timeout: 15_000 });
    await expect(row.getByText('In Progress').count()).resolves.toBe(1);
    await expect(row.getByText(/Urgent/).count()).resolves.toBe(1);

    // The overview reads the new concern (status 0) as active and lists it among the recent ones.
    await page.getByRole('link', { name: 'Overview' }).first().click();
    const recent = page.getByRole('region', { name: 'Recent Concerns' });
    await recent.getByText('Reschedule fee question').waitFor();
    const active = page.getByRole('region', { name: 'Active Concerns' });
    await expect.poll(async () => Number(await active.getByText(/^\d+$/).textContent())).toBeGreaterThan(0);
  });

  it('a failed load of the concerns shows the failure and Try again, never an empty list', async () => {
    const page = await running.browser.newPage();
    await signInAsDemoCustomer(page);
    // The one failing call: the concerns list answers a server error until the route is lifted.
    const concernsList = '**/api/v1/get_raise_concern_list/*';
    await page.route(concernsList, (route) =>
      route.fulfill({ status: 500, json: { status: 500, message: 'The concerns are resting.' } }),
    );
    await page.getByRole('link', { name: 'Concerns' }).first().click();
    const yourConcerns = page.getByRole('region', { name: 'Your Concerns' });
    await yourConcerns.getByText('We could not load your concerns.').waitFor();
    await page.getByRole('alertdialog', { name: 'The concerns are resting.' }).waitFor();
    await expect(page.getByText('No concerns yet').count()).resolves.toBe(0);
    await expect(yourConcerns.getByRole('listitem').count()).resolves.toBe(0);

    await page.unroute(concernsList);
    await yourConcerns.getByRole('button', { name: 'Try again' }).click();
    await yourConcerns.getByText('Billing question about my last visit').waitFor();
    await expect(page.getByText('We could not load your concerns.').count()).resolves.toBe(0);
  });

  it('edits the profile, uploads a picture that survives a reload, and refuses bad pictures', async () => {
    const page = await running.browser.newPage();
    await signInAsDemoCustomer(page);
    await page.goto(`${running.server.url}/customer-dashboard/profile`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByLabel(/^E-mail/).isDisabled()).resolves.toBe(true);

    await choosePicture(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Invalid file type. Only PNG, JPG, or JPEG allowed.').first().waitFor();
    await choosePicture(page, { name: 'wide.png', mimeType: 'image/png', buffer: pngImage(2000, 1000) });
    await page.getByText('Image resolution must be max 1536x768 pixels.').first().waitFor();
    await choosePicture(page, {
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([pngImage(10, 10), Buffer.alloc(6 * 1024 * 1024)]),
    });
    await page.getByText('File size must be 5MB or less.').first().waitFor();
    await choosePicture(page, { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await page.getByText('Invalid image file.').first().waitFor();

    await choosePicture(page, { name: 'me.png', mimeType: 'image/png', buffer: pngImage(64, 64) });
    await page.getByLabel(/^Name/).fill('Casey Q. Customer');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').first().waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    await page.getByRole('banner').getByText('Casey Q. Customer').waitFor();

    await page.reload();
    const picture = page.getByRole('img', { name: 'Casey Q. Customer' });
    await picture.waitFor();
    const src = await picture.getAttribute('src');
    expect(src).toMatch(/^\/uploads\/[a-f0-9-]+\.png$/);
    const served = await fetch(`${running.server.url}${src}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });
});

describe('the calendar subscription against the real server', () => {
  it('makes a private feed on Profile that a calendar app can read, and replaces it after asking', async () => {
    const page = await running.browser.newPage();
    await signInAsDemoCustomer(page);
    await page.getByRole('link', { name: 'Profile' }).first().click();
    const card = page.getByRole('region', { name: 'Calendar subscription' });
    await card.getByRole('button', { name: 'Create calendar link' }).click();
    const link = card.getByRole('group', { name: 'All my appointments' }).locator('code');
    await link.waitFor();
    const url = (await link.textContent()) ?? '';
    expect(url).toMatch(/^http:\/\/.+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(card.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).resolves.toBe(
      url.replace(/^http:/, 'webcal:'),
    );
    const feed = await fetch(url);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toContain('X-WR-CALNAME:My Injury Assist appointments');
    expect(text).toContain('BEGIN:VEVENT');

    await card.getByRole('button', { name: 'Make new links' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make new calendar links?' });
    await dialog.getByRole('button', { name: 'Make new links' }).click();
    await page.getByText('New calendar links are ready.').first().waitFor();
    await expect.poll(async () => (await link.textContent()) !== url).toBe(true);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch((await link.textContent()) ?? '')).status).toBe(200);
  });
});
