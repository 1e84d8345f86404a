import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOrthopedicsInMiami, signInAsCustomer } from './customer-pages';
import { startServerAndBrowserForFile } from './harness';

const running = startServerAndBrowserForFile();

const MIAMI = { latitude: 25.7617, longitude: -80.1918 };
const PROVIDER = 'Dr. Maria Lopez';
const ADDRESS = '1200 Biscayne Blvd, Miami, FL 33101';
const SECOND_CUSTOMER = 'second.customer@demo.test';

/** A date some days ahead in the provider's zone (Miami), as the date field and the list show it. */
function dayAhead(days: number) {
  const iso = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
  const [year, month, day] = iso.split('-');
  const spoken = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${iso}T12:00:00Z`));
  return { typed: `${month}${day}${year}`, listed: `${year}/${month}/${day}`, spoken };
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ geolocation: MIAMI, permissions: ['geolocation'] });
  const page = await context.newPage();
  await signInAsCustomer(page, running.server.url, email);
  return page;
}

async function typeDate(page: Page, typed: string) {
  await page.getByRole('dialog').getByRole('spinbutton', { name: /month/i }).click();
  await page.keyboard.type(typed);
}

/** Picks a day from the date field's calendar, paging on a month when the day is in the next one. */
async function pickDateFromCalendar(page: Page, spoken: string) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /calendar/i })
    .click();
  const calendar = page.getByRole('dialog', { name: 'Choose date' });
  const day = calendar.getByRole('button', { name: new RegExp(spoken) });
  if ((await day.count()) === 0) await calendar.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await calendar.waitFor({ state: 'detached' });
}

function slot(page: Page, label: string) {
  return page.getByRole('dialog').getByRole('radio', { name: new RegExp(`^${label}`) });
}

/** The radio input is visually hidden; a person clicks the slot's label around it. */
async function pickSlot(page: Page, label: string) {
  await slot(page, label).locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => slot(page, label).isChecked()).toBe(true);
}

async function searchFromFindAService(page: Page) {
  await page.getByRole('link', { name: 'Find a service' }).first().click();
  await page.getByRole('heading', { name: 'Find a service', level: 1 }).waitFor();
  await chooseOrthopedicsInMiami(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('heading', { name: 'Search results' }).waitFor();
}

/** The first row of the tab holding every one of `texts` (the seed's own bookings share some days). */
async function appointmentRow(page: Page, tab: 'Upcoming' | 'Past', ...texts: string[]) {
  await page.getByRole('tab', { name: tab }).click();
  let row = page.getByRole('tabpanel').getByRole('listitem');
  for (const text of texts) row = row.filter({ hasText: text });
  await row.first().waitFor({ timeout: 15_000 });
  return row.first();
}

/** A second customer with the demo password, straight into the database. */
async function addSecondCustomer() {
  await running.server.db.query(
    `insert into users (id, email, password_hash, name, user_type, is_verified)
     select gen_random_uuid(), $1, password_hash, 'Sam Second', 'customer', true
     from users where email = 'customer@demo.test'
     on conflict do nothing`,
    [SECOND_CUSTOMER],
  );
}

describe('find and book against the real server', () => {
  it('searches, books through the wizard, reschedules, cancels and rebooks', async () => {
    const page = await signedInPage(running.browser, 'customer@demo.test');
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    // Search: the validation toast, then results with distance (geolocation granted) and hours.
    await page.getByRole('link', { name: 'Find a service' }).first().click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Select all fields for search!!').first().waitFor();
    await page.getByText('Category is required', { exact: true }).waitFor();
    await chooseOrthopedicsInMiami(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'Search results' }).waitFor();
    const card = page.getByRole('article').filter({ hasText: PROVIDER }).first();
    await card.getByText(/\d+\.\d{2} km/).waitFor();
    await card.getByText(/Today: 09:00 AM - 05:00 PM/).waitFor();

    // View Profile: contact, experience, education and bio.
    await card.getByRole('button', { name: /View Profile/ }).click();
    const profile = page.getByRole('dialog', { name: PROVIDER });
    await profile.getByText('15 years').waitFor();
    await profile.getByText(/University of Miami/).waitFor();
    await profile.getByText(/Board-certified orthopedic surgeon/).waitFor();
    await profile.getByRole('button', { name: /close/i }).first().click();

    // Book through the wizard on the Appointments page.
    const first = dayAhead(4);
    await page.getByRole('link', { name: 'Appointments' }).first().click();
    await page.getByRole('button', { name: 'Book New Appointment' }).click();
    const wizard = page.getByRole('dialog');
    await wizard.getByRole('heading', { name: 'Book New Appointment' }).waitFor();
    await chooseOrthopedicsInMiami(page);
    await wizard.getByRole('button', { name: 'Search Providers' }).click();
    await wizard.getByRole('heading', { name: 'Select Provider' }).waitFor();
    await wizard.getByRole('button', { name: new RegExp(`Select ${PROVIDER}, ${ADDRESS}`) }).click();
    await wizard.getByRole('heading', { name: 'Schedule Appointment' }).waitFor();
    // The back button returns to the earlier step.
    await wizard.getByRole('button', { name: 'Back' }).click();
    await wizard.getByRole('heading', { name: 'Select Provider' }).waitFor();
    await wizard.getByRole('button', { name: new RegExp(`Select ${PROVIDER}, ${ADDRESS}`) }).click();
    const confirm = wizard.getByRole('button', { name: 'Confirm Booking' });
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await pickDateFromCalendar(page, first.spoken);
    await pickSlot(page, '09:00 AM - 10:00 AM');
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    await page.getByText('Appointment booked successfully!').first().waitFor();
    // The list reloads 2 s after the booking.
    const booked = await appointmentRow(page, 'Upcoming', first.listed, '09:00 AM - 10:00 AM', PROVIDER);
    await booked.getByText('Confirmed').waitFor();

    // The confirmation e-mail carries a calendar invite.
    const mails = await fetch(`${running.server.url}/dev/mailbox?to=${encodeURIComponent('customer@demo.test')}`);
    const inbox = (await mails.json()) as { subject: string; attachments: { filename: string; content: string }[] }[];
    const invite = inbox.flatMap((mail) => mail.attachments).find((file) => file.filename === 'appointment.ics');
    expect(invite?.content).toContain('BEGIN:VCALENDAR');
    expect(invite?.content).toContain(`SUMMARY:Appointment with ${PROVIDER}`);
    // 09:00 in Miami, written in UTC (14:00 in winter, 13:00 in summer).
    expect(invite?.content).toMatch(new RegExp(`DTSTART:${first.listed.replaceAll('/', '')}T1[34]0000Z`));

    // A second customer sees the slot as unavailable.
    await addSecondCustomer();
    const other = await signedInPage(running.browser, SECOND_CUSTOMER);
    await searchFromFindAService(other);
    const otherCard = other.getByRole('article').filter({ hasText: PROVIDER }).first();
    await otherCard.getByRole('button', { name: /Book Appointment/ }).click();
    await typeDate(other, first.typed);
    await expect.poll(() => slot(other, '09:00 AM - 10:00 AM').isDisabled()).toBe(true);
    // Not 10:00: a seeded booking of the demo customer may fall on this day when UTC is a day ahead.
    await expect(slot(other, '03:00 PM - 04:00 PM').isEnabled()).resolves.toBe(true);
    await other.context().close();

    // Reschedule to another slot on another day.
    const moved = dayAhead(5);
    await booked.getByRole('button', { name: /^Reschedule/ }).click();
    await page.getByRole('heading', { name: 'Reschedule Appointment' }).waitFor();
    await typeDate(page, moved.typed);
    await pickSlot(page, '11:00 AM - 12:00 PM');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText('Appointment rescheduled successfully!').first().waitFor();
    const rescheduled = await appointmentRow(page, 'Upcoming', moved.listed, '11:00 AM - 12:00 PM', PROVIDER);

    // Cancel it.
    await rescheduled.getByRole('button', { name: /^Cancel/ }).click();
    await page.getByRole('heading', { name: 'Cancel appointment?' }).waitFor();
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByText('Appointment cancelled successfully!').first().waitFor();
    // Upcoming lists live bookings only: the cancelled one moves to Past, without a Cancel button.
    const cancelled = await appointmentRow(page, 'Past', moved.listed, '11:00 AM - 12:00 PM', PROVIDER, 'Canceled');
    await expect(cancelled.getByRole('button', { name: /^Cancel/ }).count()).resolves.toBe(0);

    // Rebook a past appointment with the same provider.
    const past = await appointmentRow(page, 'Past', PROVIDER);
    await past.getByRole('button', { name: /^Rebook/ }).click();
    await page.getByRole('heading', { name: 'Rebook Appointment' }).waitFor();
    const again = dayAhead(6);
    await typeDate(page, again.typed);
    await pickSlot(page, '02:00 PM - 03:00 PM');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText('Appointment booked successfully!').first().waitFor();
    const rebooked = await appointmentRow(page, 'Upcoming', again.listed, '02:00 PM - 03:00 PM', PROVIDER);
    await rebooked.getByText('Confirmed').waitFor();

    expect(consoleErrors).toEqual([]);
  });
});
