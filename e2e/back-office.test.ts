import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goToAdminPage, signInAsAdmin } from './admin-pages';
import { chooseOrthopedicsInMiami, signInAsCustomer } from './customer-pages';
import { startServerAndBrowserForFile } from './harness';

const running = startServerAndBrowserForFile();
const BUSINESS = 'Biscayne Orthopedic Center';
const PROVIDER = 'Dr. Maria Lopez';
const ADDRESS = '1200 Biscayne Blvd, Miami, FL 33101';

async function newPage(browser: Browser = running.browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** A day some days ahead in Miami, as typed into the date field (MMDDYYYY). */
function miamiDayAhead(days: number): string {
  const iso = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
  const [year, month, day] = iso.split('-');
  return `${month}${day}${year}`;
}

/** The customer's search for orthopedics in Miami: how many result cards name the provider. */
async function cardsInSearch(page: Page): Promise<number> {
  await page.goto(`${running.server.url}/customer-dashboard/search`);
  await page.getByRole('heading', { name: 'Find a service', level: 1 }).waitFor();
  await chooseOrthopedicsInMiami(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('heading', { name: 'Search results' }).waitFor();
  await page.getByRole('article').first().waitFor();
  return page.getByRole('article').filter({ hasText: PROVIDER }).count();
}

describe('the back office against the real server', () => {
  it('an administrator unlists a business with a reason: the customer’s open booking dialog says it takes no bookings, and the search no longer shows it', async () => {
    const [admin, customer] = [await newPage(), await newPage()];
    await Promise.all([signInAsAdmin(admin, running.server.url), signInAsCustomer(customer, running.server.url)]);
    expect(await cardsInSearch(customer)).toBeGreaterThan(0);
    // The customer has the booking dialog open while the administrator unlists the business.
    await customer
      .getByRole('article')
      .filter({ hasText: PROVIDER })
      .first()
      .getByRole('button', { name: /Book Appointment/ })
      .click();

    await goToAdminPage(admin, 'Businesses');
    await admin.getByRole('textbox', { name: 'Search businesses' }).fill('Biscayne');
    await admin.getByRole('button', { name: `Unlist ${BUSINESS}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Unlist this business' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The licence on file has expired.');
    await dialog.getByRole('button', { name: 'Unlist' }).click();
    await admin.getByRole('alertdialog', { name: 'Businesses unlisted' }).waitFor();
    await admin.getByRole('table', { name: 'Businesses' }).getByText('The licence on file has expired.').waitFor();

    await customer.getByRole('dialog').getByRole('spinbutton', { name: /month/i }).click();
    await customer.keyboard.type(miamiDayAhead(5));
    await customer.getByRole('dialog').getByText('This provider is not taking bookings right now.').waitFor();
    expect(await customer.getByRole('dialog').getByRole('radio').count()).toBe(0);

    expect(await cardsInSearch(customer)).toBe(0);
    await Promise.all([admin.context().close(), customer.context().close()]);
  });

  it('an administrator cancels a booking with a reason, and the customer’s Appointments shows it cancelled', async () => {
    const [location] = await running.server.db.query<{ id: number; date: string }>(
      `select id, to_char(current_date + 12, 'YYYY-MM-DD') as date from provider_locations where provider_id = 1 and address = $1`,
      [ADDRESS],
    );
    const date = location?.date ?? '';
    await running.server.db.query(
      `insert into bookings (booking_id, user_id, provider_id, location_id, address, date, slot, day, booking_status)
       values ('BK-E2EBACKOFFICE', '00000000-0000-4000-8000-000000000001', 1, $1, $2, $3::date, '03:00 PM - 04:00 PM',
               trim(to_char($3::date, 'Day')), 1)`,
      [location?.id, ADDRESS, date],
    );
    const [admin, customer] = [await newPage(), await newPage()];
    await Promise.all([signInAsAdmin(admin, running.server.url), signInAsCustomer(customer, running.server.url)]);

    await goToAdminPage(admin, 'Bookings');
    await admin.getByRole('button', { name: 'Open booking BK-E2EBACKOFFICE' }).click();
    const details = admin.getByRole('dialog', { name: 'Booking details' });
    await details.getByText('customer@demo.test').waitFor();
    await details.getByRole('button', { name: 'Cancel booking' }).click();
    const reason = admin.getByRole('dialog', { name: 'Cancel this booking' });
    await reason.getByRole('textbox', { name: 'Reason' }).fill('The clinic is closed for a flood.');
    await reason.getByRole('button', { name: 'Cancel booking' }).click();
    await admin.getByRole('alertdialog', { name: 'Booking cancelled' }).waitFor();

    // A fresh load: the overview's history, read before the cancellation, is not what is asked about.
    await customer.goto(`${running.server.url}/customer-dashboard/appointments`);
    await customer.getByRole('tab', { name: 'Past' }).click();
    const row = customer
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: '03:00 PM - 04:00 PM' })
      .filter({ hasText: 'Cancelled by Injury Assist' });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('Reason: The clinic is closed for a flood.');
    await Promise.all([admin.context().close(), customer.context().close()]);
  });
});
