import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readZip } from '../packages/server/src/testing/read-zip';
import { createTestUser } from '../packages/server/src/testing/test-users';
import { DEMO_PASSWORD, signInAsCustomer } from './customer-pages';
import { startServerAndBrowserForFile } from './harness';

const running = startServerAndBrowserForFile();

/** A date some days ahead in Miami (the seed's location 1 is open every day), as bookSlot takes it. */
function miamiDaysAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${running.server.url}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data: Record<string, unknown> & { token?: string; booking_id?: string } };
}

async function signIn(page: Page, path: string, email: string, landing: string) {
  await page.goto(`${running.server.url}${path}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(landing));
}

describe('a customer takes their data and leaves', () => {
  it('downloads a ZIP with their booking and concern, deletes the account, and the provider and admin see the result', async () => {
    const db = running.server.db;
    const { id, email } = await createTestUser(db, { password: DEMO_PASSWORD, name: 'Logan Leaving' });
    const { data: login } = await api('login', { email, password: DEMO_PASSWORD });
    const [location] = await db.query<{ address: string }>('select address from provider_locations where id = 1');
    const { data: booking } = await api(
      'bookSlot',
      {
        provider_id: 1,
        address: location?.address,
        date: `${miamiDaysAhead(9)} 00:00:00`,
        slot: '02:00 PM - 03:00 PM',
        user_id: id,
      },
      login.token,
    );
    expect(booking.booking_id).toBeTruthy();
    await api(
      'raise_concern',
      { user_id: id, title: 'Before I go', description: 'What do you keep?', priority: 'low' },
      login.token,
    );

    // The customer downloads their data from Profile.
    const customer = await (await running.browser.newContext({ acceptDownloads: true })).newPage();
    await signInAsCustomer(customer, running.server.url, email);
    await customer.goto(`${running.server.url}/customer-dashboard/profile`);
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      customer.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^injury-assist-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = await readZip(await readFile(await download.path()));
    const data = JSON.parse(files.get('my-data.json')?.toString('utf8') ?? '{}') as {
      bookings: { booking_id: string }[];
      concerns: { title: string }[];
    };
    expect(data.bookings.map((row) => row.booking_id)).toEqual([booking.booking_id]);
    expect(data.concerns.map((row) => row.title)).toEqual(['Before I go']);

    // Then deletes the account, confirmed with the password.
    await customer.getByRole('button', { name: 'Delete account' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel(/Your password/).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await customer.getByText('Your account has been deleted.').first().waitFor();

    // Signing in again fails as for an address nobody has.
    await customer.goto(`${running.server.url}/user-log-in`);
    await customer.getByLabel('Email address').fill(email);
    await customer.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await customer.getByRole('button', { name: 'Sign in' }).click();
    await customer.getByText('Invalid email or password').first().waitFor();
    expect(new URL(customer.url()).pathname).toBe('/user-log-in');
    await customer.context().close();

    // The provider's Appointments shows the booking cancelled, with why.
    const provider = await (await running.browser.newContext()).newPage();
    await signIn(provider, '/provider-login', 'provider@demo.test', '/dashboard');
    await provider.goto(`${running.server.url}/dashboard/appointments`);
    await provider.getByRole('tab', { name: 'Past' }).click();
    await provider
      .getByText('Reason given: The customer has closed their account.')
      .first()
      .waitFor({ timeout: 15_000 });
    await provider.context().close();

    // The admin's Users no longer lists them, and the audit log holds the request.
    const admin = await (await running.browser.newContext()).newPage();
    await signIn(admin, '/login', 'admin@demo.test', '/admin/overview');
    await admin
      .getByRole('navigation', { name: 'Admin dashboard' })
      .getByRole('link', { name: 'User Management' })
      .click();
    await admin.getByRole('heading', { name: 'User Management' }).waitFor();
    await admin.getByRole('textbox', { name: 'Search users' }).fill(email);
    await admin.getByText('No users found').waitFor({ timeout: 15_000 });
    const adminToken = await admin.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.includes('auth-token'));
      const stored = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }) : {};
      return stored.access_token ?? '';
    });
    const audit = await fetch(
      `${running.server.url}/rest/v1/audit_log?select=action,actor_id,record_id&record_id=eq.${id}&order=id`,
      { headers: { apikey: running.server.config.supabaseAnonKey, authorization: `Bearer ${adminToken}` } },
    );
    expect(await audit.json()).toEqual([
      { action: 'account.export', actor_id: id, record_id: id },
      { action: 'account.delete', actor_id: id, record_id: id },
    ]);
    await admin.context().close();
  }, 180_000);
});
