import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './customer-pages';

/** Signs in on the admin login page as the demo administrator and waits for the Overview. */
export async function signInAsAdmin(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email address').fill('admin@demo.test');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/overview');
}

/** Follows a link of the admin sidebar and waits for the screen's heading (the link's name unless told). */
export async function goToAdminPage(page: Page, link: string, heading = link) {
  await page.getByRole('navigation', { name: 'Admin dashboard' }).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}
