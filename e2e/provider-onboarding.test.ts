import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, chooseOrthopedicsInMiami, signInAsCustomer } from './customer-pages';
import { startServerAndBrowserForFile } from './harness';
import { waitForMail } from './mailbox';

const running = startServerAndBrowserForFile();

const MIAMI = { latitude: 25.7617, longitude: -80.1918 };
const BUSINESS = 'Coral Way Orthopedics';
const ADDRESS = '2100 Coral Way, Miami, FL 33145';

/** The next weekday (the new business's default hours) at least a day ahead in Miami. */
function nextWeekday() {
  for (let days = 1; ; days++) {
    const date = new Date(Date.now() + days * 86_400_000);
    const [weekday, iso] = [
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short' }).format(date),
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(date),
    ];
    if (weekday !== 'Sat' && weekday !== 'Sun') {
      const [year, month, day] = iso.split('-');
      return `${month}${day}${year}`;
    }
  }
}

async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

/** From the customer sign-up's business link through steps 1, 1.5 and 2 to the plans. */
async function registerUpToPlans(page: Page, email: string) {
  await page.goto(`${running.server.url}/user-sign-up`);
  await page.getByRole('link', { name: 'Register your business' }).click();
  await waitForPath(page, '/provider-sign-up');

  await page.getByRole('heading', { name: 'Basic Information' }).waitFor();
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Reyes');
  await page.getByLabel('Business Name').fill(BUSINESS);
  await chooseOption(page, 'Select a country', 'Country', 'United States');
  await chooseOption(page, 'Select a category', 'Category', 'Medical');
  await chooseOption(page, 'Select a subcategory', 'Subcategory', 'Specialists');
  await chooseOption(page, 'Select a service', 'Service', 'Orthopedics');
  await page.getByLabel('Phone Number').fill('(305) 555-0142');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Next - Verify Email' }).click();

  await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
  const [, code] = await waitForMail(running.server.url, email, /\b(\d{6})\b/);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code ?? '');
  await page.getByRole('button', { name: 'Verify Email' }).click();

  await page.getByRole('heading', { name: 'Business Locations' }).waitFor();
  await page.getByLabel('Address Line 1').fill('2100 Coral Way');
  await page.getByLabel('City').fill('Miami');
  await chooseOption(page, 'State', 'State', 'FL');
  await page.getByLabel('ZIP Code').fill('33145');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
}

/** The radio input is visually hidden; a person clicks the label around it. */
async function pickRadio(page: Page, name: string | RegExp) {
  const radio = page.getByRole('radio', { name });
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

/** Professional, billed yearly, then Proceed to Payment: Processing, then the card page. */
async function chooseProfessionalYearly(page: Page) {
  await pickRadio(page, 'Yearly');
  await pickRadio(page, /^Professional, \$165\.83 a month/);
  await page.getByRole('complementary', { name: 'Order summary' }).getByText('$1,990').first().waitFor();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByText('Processing… the secure checkout opens in a moment.').first().waitFor();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/'), { timeout: 15_000 });
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill('');
  await page.getByLabel('Card number').pressSequentially(number);
  await page.getByLabel('Expiry (MM/YY)').fill('');
  await page.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ana Reyes');
}

describe('provider onboarding against the real server', () => {
  it('registers a business in Miami, pays Professional yearly, reaches the dashboard; a customer finds and books it', async () => {
    const page = await (await running.browser.newContext()).newPage();
    await registerUpToPlans(page, 'ana@coralwayortho.example');
    await chooseProfessionalYearly(page);
    await page.getByText('$1,990.00').first().waitFor();
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay $1,990.00' }).click();

    await waitForPath(page, '/payment-success');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await waitForPath(page, '/dashboard/overview');
    expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('provider');
    await page.context().close();

    const customer = await (
      await running.browser.newContext({ geolocation: MIAMI, permissions: ['geolocation'] })
    ).newPage();
    await signInAsCustomer(customer, running.server.url);
    await customer.getByRole('link', { name: 'Find a service' }).first().click();
    await chooseOrthopedicsInMiami(customer);
    await customer.getByRole('button', { name: 'Search', exact: true }).click();
    const card = customer.getByRole('article').filter({ hasText: BUSINESS }).first();
    await card.getByText(/\d+\.\d{2} km/).waitFor();
    await card.getByRole('button', { name: /Book Appointment/ }).click();
    await customer.getByRole('dialog').getByRole('spinbutton', { name: /month/i }).click();
    await customer.keyboard.type(nextWeekday());
    const slot = customer.getByRole('dialog').getByRole('radio', { name: /^10:00 AM - 11:00 AM/ });
    await slot.locator('xpath=ancestor::label[1]').click();
    await customer.getByRole('dialog').getByRole('button', { name: 'Confirm Booking' }).click();
    await customer.getByText('Appointment booked successfully!').first().waitFor();
    const [booking] = await running.server.db.query<{ address: string }>(
      `select b.address from bookings b join service_providers p on p.id = b.provider_id where p.business_name = $1`,
      [BUSINESS],
    );
    expect(booking?.address).toBe(ADDRESS);
    await customer.context().close();
  });

  it('a declined card and Cancel leave nothing listed; Try Payment Again resumes at the plan step', async () => {
    const page = await (await running.browser.newContext()).newPage();
    const email = 'sam@declinedortho.example';
    await registerUpToPlans(page, email);
    await chooseProfessionalYearly(page);
    await fillCard(page, '4000000000000002');
    await page.getByRole('button', { name: 'Pay $1,990.00' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Your card was declined. Try another card.');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await waitForPath(page, '/payment-cancel');
    expect(await running.server.db.query('select 1 from service_providers where email = $1', [email])).toEqual([]);
    await page.getByRole('link', { name: 'Try Payment Again' }).click();
    // Issue 27: back to the provider's own wizard, which resumes at the plan step.
    await waitForPath(page, '/provider-sign-up');
    await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: /^Professional/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Yearly' }).isChecked()).toBe(true);
    await page.context().close();
  });
});
