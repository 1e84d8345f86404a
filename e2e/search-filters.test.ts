import { describe, expect, it } from 'vitest';
import { chooseOption as choose, signInAsCustomer, selectTrigger as trigger } from './customer-pages';
import { startServerAndBrowserForFile } from './harness';

const running = startServerAndBrowserForFile();

describe('search filters against the real server', () => {
  it('cascades Medical → Specialists → Orthopedics and United States → Florida → Miami', async () => {
    const page = await running.browser.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // The search screen is in the customer area: sign in first.
    await signInAsCustomer(page, running.server.url);
    await page.getByRole('link', { name: 'Find a service' }).first().click();
    await page.getByRole('heading', { name: 'Find a service', level: 1 }).waitFor();
    // The self-hosted font must survive production tree-shaking (it is a side-effect import).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (font) => font.family.replaceAll('"', '') === 'Inter Variable' && font.status === 'loaded',
          ),
        ),
      )
      .toBe(true);

    await expect(trigger(page, 'Select sub category', 'Sub Category').isDisabled()).resolves.toBe(true);
    await choose(page, 'Select category', 'Category', 'Medical');
    await choose(page, 'Select sub category', 'Sub Category', 'Specialists');
    await choose(page, 'Select service', 'Services', 'Orthopedics');

    await choose(page, 'Select country', 'Country', 'United States');
    await choose(page, 'Select state', 'State', 'Florida');
    await choose(page, 'Select city', 'City', 'Miami');

    // Changing a parent reloads its child and resets every dependant.
    await choose(page, 'Medical', 'Category', 'Legal');
    await trigger(page, 'Select sub category', 'Sub Category').waitFor();
    await expect(trigger(page, 'Select service', 'Services').isDisabled()).resolves.toBe(true);
    await trigger(page, 'Select sub category', 'Sub Category').click();
    await page.getByRole('listbox').waitFor();
    const legalGroups = await page.getByRole('option').allTextContents();
    expect(legalGroups).toEqual(['Personal Injury', 'Criminal Defense', 'Family Law', 'Business Law']);
    await page.keyboard.press('Escape');

    await choose(page, 'United States', 'Country', 'Other');
    await expect.poll(() => trigger(page, 'Select state', 'State').isDisabled()).toBe(true);
    await expect(trigger(page, 'Select city', 'City').isDisabled()).resolves.toBe(true);

    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
