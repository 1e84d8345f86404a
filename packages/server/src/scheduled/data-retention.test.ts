import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { addDays } from '@injury-assist/domain';
import { afterAll, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { dateIn } from '../testing/booking-dates';
import { describeEachDriver } from '../testing/describe-each-driver';
import { jsonHeaders } from '../testing/sign-in';
import { createTestBusiness, createTestCustomer } from '../testing/test-business';
import { tempDataDir } from '../testing/uploads';
import { uploadsDirIn } from '../uploads/upload-store';
import { housekeepingJob } from './housekeeping';

const DAY = 24 * 60 * 60_000;
const YEAR = 365 * DAY;

// The retention written down in docs/your-data-and-retention.md, as the hourly housekeeping
// applies it: what is past its keeping goes, what is not stays.
describeEachDriver('data retention in housekeeping', (t) => {
  const dataDir = tempDataDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const now = new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const housekeeping = () =>
    housekeepingJob({ uploadsDir: uploadsDirIn(dataDir) }).run({ db: t.db, now, logger: silentLogger });
  const exists = async (sql: string, params: unknown[]) => (await t.db.query(sql, params)).length > 0;

  it('drops bookings three years past, keeps younger ones', async () => {
    const business = await createTestBusiness(t.db);
    const customer = await createTestCustomer(t.db);
    const booking = async (date: string) => {
      const id = `BK-${randomUUID().slice(0, 8)}`;
      await t.db.query(
        `insert into bookings (booking_id, user_id, provider_id, location_id, address, date, slot, day, booking_status)
         values ($1, $2, $3, $4, $5, $6, '09:00 AM - 10:00 AM', 'Monday', 2)`,
        [id, customer.id, business.providerId, business.locationId, business.address, date],
      );
      return id;
    };
    const today = dateIn('UTC', now);
    const old = await booking(addDays(today, -(3 * 365 + 2)));
    const recent = await booking(addDays(today, -(3 * 365 - 2)));
    await housekeeping();
    expect(await exists('select 1 from bookings where booking_id = $1', [old])).toBe(false);
    expect(await exists('select 1 from bookings where booking_id = $1', [recent])).toBe(true);
  });

  it("keeps a deleted account's invoices seven years, then lets the stand-in go", async () => {
    const customer = await createTestCustomer(t.db);
    const deleted = await t.app().request('/api/v1/me/delete', {
      method: 'POST',
      headers: jsonHeaders(customer.token),
      body: JSON.stringify({ password: 'Demo1234!' }),
    });
    expect(deleted.status).toBe(200);
    const invoice = (number: string, issuedAt: Date) =>
      t.db.query(
        `insert into private.invoices (number, user_id, issued_at, lines, total_cents, status, gateway)
         values ($1, $2, $3, '[]', 1000, 'paid', 'local')`,
        [number, customer.id, issuedAt],
      );
    const suffix = randomUUID().slice(0, 4);
    await invoice(`INV-OLD-${suffix}`, ago(7 * YEAR + DAY));
    await invoice(`INV-NEW-${suffix}`, ago(6 * YEAR));
    await housekeeping();
    expect(await exists('select 1 from private.invoices where number = $1', [`INV-OLD-${suffix}`])).toBe(false);
    expect(await exists('select 1 from private.invoices where number = $1', [`INV-NEW-${suffix}`])).toBe(true);
    expect(await exists('select 1 from private.users where id = $1', [customer.id])).toBe(true);

    await t.db.query('delete from private.invoices where user_id = $1', [customer.id]);
    await housekeeping();
    expect(await exists('select 1 from private.users where id = $1', [customer.id])).toBe(false);
  });

  it('drops mail a month after it went out or was given up, and keeps mail still being tried', async () => {
    const mail = async (createdAt: Date, sentAt: Date | null, attempts: number) => {
      const [row] = await t.db.query<{ id: number }>(
        `insert into private.mail_outbox (message, created_at, sent_at, attempts) values ('{}', $1, $2, $3) returning id`,
        [createdAt, sentAt, attempts],
      );
      return row?.id;
    };
    const sentLongAgo = await mail(ago(31 * DAY), ago(31 * DAY), 1);
    const givenUp = await mail(ago(31 * DAY), null, 10);
    const stillTrying = await mail(ago(31 * DAY), null, 3);
    const sentYesterday = await mail(ago(DAY), ago(DAY), 1);
    await housekeeping();
    const left = (await t.db.query<{ id: number }>('select id from private.mail_outbox')).map((row) => row.id);
    expect(left).not.toContain(sentLongAgo);
    expect(left).not.toContain(givenUp);
    expect(left).toEqual(expect.arrayContaining([stillTrying, sentYesterday]));
  });
});
