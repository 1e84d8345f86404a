// The holiday rule is the product's own (packages/domain), so the test and the app agree on the date.

import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, upcomingUsHolidays } from '../packages/domain/src/index';
import { chooseOrthopedicsInMiami, DEMO_PASSWORD, signInAsCustomer } from './customer-pages';
import { startServerAndBrowserForFile } from './harness';
import { waitForMail } from './mailbox';

const running = startServerAndBrowserForFile();

// The demo provider's business (seed: provider 1, location 1, open every day 09:00–17:00 in Miami).
const PROVIDER = 'Dr. Maria Lopez';
const CUSTOMER = 'Casey Customer';
const CUSTOMER_EMAIL = 'customer@demo.test';
const FIRST_SLOT = '11:00 AM - 12:00 PM';
const MOVED_SLOT = '02:00 PM - 03:00 PM';

/** Today in the provider's zone (Miami). */
const miamiToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
/** 'YYYY-MM-DD' as the date field takes it typed: 'MMDDYYYY'. */
const typed = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

/** A browser context that never leaves the test server. */
async function localContext(): Promise<BrowserContext> {
  const context = await running.browser.newContext({
    geolocation: { latitude: 25.7617, longitude: -80.1918 },
    permissions: ['geolocation'],
  });
  const origin = new URL(running.server.url).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  return context;
}

async function openBookingDialog(page: Page) {
  await page.goto(`${running.server.url}/customer-dashboard/search`);
  await page.getByRole('heading', { name: 'Find a service', level: 1 }).waitFor();
  await chooseOrthopedicsInMiami(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('heading', { name: 'Search results' }).waitFor();
  const card = page.getByRole('article').filter({ hasText: PROVIDER }).first();
  await card.getByRole('button', { name: /Book Appointment/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Book Appointment' }).waitFor();
  return dialog;
}

/** The radio inputs are visually hidden; a person clicks the label around them. */
async function pickRadio(page: Page, name: RegExp) {
  const radio = page.getByRole('dialog').getByRole('radio', { name });
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

describe('closures and moves, from the provider to the customer', () => {
  it('a holiday closure hides the day from the customer; a move reaches their mailbox and their Appointments', async () => {
    const today = miamiToday();
    const holiday = upcomingUsHolidays(today)[0];
    if (!holiday) throw new Error('There is always a federal holiday in the next 12 months.');
    const holidayDates = new Set(upcomingUsHolidays(today).map(({ date }) => date));
    // Two open days ahead that are no holiday: the first booking's and the move's.
    const [bookedOn = '', movedTo = ''] = [2, 3, 4, 5, 6]
      .map((days) => addDays(today, days))
      .filter((date) => !holidayDates.has(date));

    // The provider closes the location on the federal holidays with one click.
    const provider = await (await localContext()).newPage();
    await provider.goto(`${running.server.url}/dashboard`);
    await provider.waitForURL((url) => url.pathname === '/provider-login');
    await provider.getByLabel('Email address').fill('provider@demo.test');
    await provider.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await provider.getByRole('button', { name: 'Sign in' }).click();
    await provider.waitForURL((url) => url.pathname === '/dashboard/overview');
    await provider.getByRole('link', { name: 'Business Profile' }).first().click();
    const schedule = provider.getByRole('region', { name: 'Closures and booking rules' });
    await schedule.getByRole('button', { name: 'Close on US federal holidays' }).click();
    await provider
      .getByText(/holidays? added as closures\./)
      .first()
      .waitFor();
    await schedule.getByText(`Closed · ${holiday.name}`).first().waitFor();

    // The customer's booking dialog shows the holiday closed, with no slot to book.
    const customer = await (await localContext()).newPage();
    await signInAsCustomer(customer, running.server.url);
    let dialog = await openBookingDialog(customer);
    await dialog.getByRole('spinbutton', { name: /month/i }).click();
    await customer.keyboard.type(typed(holiday.date));
    await dialog.getByText('Closed on this day').waitFor();
    await dialog.getByText(new RegExp(`This location is closed on .* \\(${holiday.name}\\)`)).waitFor();
    await expect(dialog.getByRole('radio').count()).resolves.toBe(0);
    await expect(dialog.getByRole('button', { name: 'Confirm Booking' }).isDisabled()).resolves.toBe(true);

    // Another day books as before.
    await dialog.getByRole('spinbutton', { name: /month/i }).click();
    await customer.keyboard.type(typed(bookedOn));
    await pickRadio(customer, new RegExp(`^${FIRST_SLOT}`));
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
    await customer.getByText('Appointment booked successfully!').first().waitFor();

    // The provider moves it to another free slot from Appointments.
    await provider.getByRole('link', { name: 'Appointments' }).first().click();
    const shown = (iso: string) => iso.replaceAll('-', '/');
    await provider
      .getByRole('button', { name: `Move: ${CUSTOMER} on ${shown(bookedOn)}, ${FIRST_SLOT}` })
      .first()
      .click();
    dialog = provider.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Move Appointment' }).waitFor();
    await dialog.getByRole('spinbutton', { name: /month/i }).click();
    await provider.keyboard.type(typed(movedTo));
    await pickRadio(provider, new RegExp(`^${MOVED_SLOT}`));
    await dialog.getByRole('button', { name: 'Move Appointment' }).click();
    await provider.getByText('Appointment moved. The customer has been told by e-mail.').first().waitFor();
    await provider
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: CUSTOMER })
      .filter({ hasText: `${shown(movedTo)} · ${MOVED_SLOT}` })
      .first()
      .waitFor();

    // The customer's mailbox has the change with the calendar file; their Appointments show the new time.
    const [newTime] = await waitForMail(running.server.url, CUSTOMER_EMAIL, /New time: .+/);
    expect(newTime).toBe(`New time: ${movedTo}, ${MOVED_SLOT}`);
    const mails = (await (
      await fetch(`${running.server.url}/dev/mailbox?to=${encodeURIComponent(CUSTOMER_EMAIL)}`)
    ).json()) as { subject: string; attachments: { filename: string; content: string }[] }[];
    const moved = mails.find((mail) => mail.subject === `Appointment moved: ${movedTo}, ${MOVED_SLOT}`);
    expect(moved?.attachments[0]?.filename).toBe('appointment.ics');
    expect(moved?.attachments[0]?.content).toMatch(/SEQUENCE:1\r?\n/);

    await customer.goto(`${running.server.url}/customer-dashboard/appointments`);
    await customer
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: PROVIDER })
      .filter({ hasText: shown(movedTo) })
      .filter({ hasText: MOVED_SLOT })
      .first()
      .waitFor();
  });
});
