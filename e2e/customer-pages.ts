import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO_PASSWORD = 'Demo1234!';

/** Signs in on the customer login page and waits for the overview. */
export async function signInAsCustomer(page: Page, baseUrl: string, email = 'customer@demo.test') {
  await page.goto(`${baseUrl}/user-log-in`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/customer-dashboard/overview');
}

/** A select's trigger is named by its value then its label, e.g. 'Select category Category'. */
export function selectTrigger(page: Page, placeholderOrValue: string, label: string) {
  return page.getByRole('button', { name: `${placeholderOrValue} ${label}`, exact: true });
}

/** Opens a select once it is enabled (its list may still be loading) and picks an option. */
export async function chooseOption(page: Page, placeholder: string, label: string, option: string) {
  const select = selectTrigger(page, placeholder, label);
  // The list arrives when its read does: on a busy machine that is more than poll's 1-second default.
  await expect.poll(() => select.isEnabled(), { timeout: 15_000 }).toBe(true);
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await selectTrigger(page, option, label).waitFor();
}

/** Medical → Specialists → Orthopedics in United States → Florida → Miami. */
export async function chooseOrthopedicsInMiami(page: Page) {
  await chooseOption(page, 'Select category', 'Category', 'Medical');
  await chooseOption(page, 'Select sub category', 'Sub Category', 'Specialists');
  await chooseOption(page, 'Select service', 'Services', 'Orthopedics');
  await chooseOption(page, 'Select country', 'Country', 'United States');
  await chooseOption(page, 'Select state', 'State', 'Florida');
  await chooseOption(page, 'Select city', 'City', 'Miami');
}
