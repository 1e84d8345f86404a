import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { silentLogger } from '../logger';
import { startServer } from '../server';
import { miamiDate } from '../testing/booking-dates';
import { type ChildServer, startChildServer } from '../testing/child-server';
import { emptyClusterDump, emptyDataDir } from '../testing/pglite-template';
import { DurableNodeFS, durableStartParams } from './pglite-durability';

const folders: string[] = [];
const children: ChildServer[] = [];
afterAll(async () => {
  for (const child of children) await child.kill();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const freshFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'ia-durability-'));
  folders.push(folder);
  return folder;
};

describe('the embedded database on disk', () => {
  it('syncs the write-ahead log to disk at every commit (PGlite alone does not)', async () => {
    // PGlite's own start parameters turn fsync off (-F), whatever the storage.
    expect(PGlite.defaultStartParams).toContain('-F');
    const template = new Blob([await emptyClusterDump()]);
    const fs = new DurableNodeFS(join(freshFolder(), 'durable'));
    const durable = await PGlite.create({ fs, startParams: durableStartParams(), loadDataDir: template });
    try {
      expect(await durable.query('show fsync')).toMatchObject({ rows: [{ fsync: 'on' }] });
      await durable.exec('create table probe (id integer)');
      for (let i = 0; i < 5; i++) {
        const before = fs.syncs;
        await durable.query('insert into probe values ($1)', [i]);
        expect(fs.syncs, `commit ${i}`).toBeGreaterThan(before);
      }
    } finally {
      await durable.close();
    }
  });
});

describe('a server process killed with kill -9', () => {
  const dataDir = freshFolder();
  const PASSWORD = 'Kill-nine-1';
  const BISCAYNE = { provider_id: 1, address: '1200 Biscayne Blvd, Miami, FL 33101' };
  const SLOTS = ['09:00 AM - 10:00 AM', '10:00 AM - 11:00 AM', '11:00 AM - 12:00 PM', '01:00 PM - 02:00 PM'];

  const post = async (url: string, path: string, body: unknown, token?: string) => {
    const response = await fetch(`${url}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('refuses a second server on the data folder a running server holds', async () => {
    // Prepared in this process first: migrated, seeded, and five customers with a known password.
    await emptyDataDir(dataDir);
    // Syncing is not what this part is about: the setup skips it to save seconds.
    const setup = await startServer({
      port: 0,
      dataDir,
      appDist: join(dataDir, 'no-app'),
      logger: silentLogger,
      pgliteFsync: false,
    });
    const hash = await hashPassword(PASSWORD);
    for (let i = 0; i < 5; i++) {
      await setup.db.query(
        `insert into users (email, password_hash, name, user_type, is_verified) values ($1, $2, 'Kay Nine', 'customer', true)`,
        [`kill-${i}@example.test`, hash],
      );
    }
    await setup.close();

    const child = await startChildServer(dataDir);
    children.push(child);
    await expect(
      startServer({ port: 0, dataDir, appDist: join(dataDir, 'no-app'), logger: silentLogger }),
    ).rejects.toThrow(`is in use by process ${child.pid}`);
  });

  it('keeps every booking it acknowledged, and the next server starts on the folder', async () => {
    const [child] = children;
    if (!child) throw new Error('The first test starts the server.');
    const customers: { id: string; token: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const login = await post(child.url, 'login', { email: `kill-${i}@example.test`, password: PASSWORD });
      const { user, token } = login.body.data as { user: { id: string }; token: string };
      customers.push({ id: user.id, token });
    }

    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    // Four connections book one after another until the server dies under them.
    const loop = async () => {
      while (!killed) {
        const n = next++;
        const who = customers[n % customers.length];
        if (!who || n >= 50) return;
        try {
          const booked = await post(
            child.url,
            'bookSlot',
            {
              ...BISCAYNE,
              date: miamiDate(20 + Math.floor(n / SLOTS.length)),
              slot: SLOTS[n % SLOTS.length],
              user_id: who.id,
            },
            who.token,
          );
          if (booked.status === 200) acknowledged.push((booked.body.data as { booking_id: string }).booking_id);
        } catch {
          return;
        }
        if (acknowledged.length >= 25 && !killed) {
          killed = true;
          await child.kill();
        }
      }
    };
    await Promise.all([loop(), loop(), loop(), loop()]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);

    // The lock file still names the dead process; the next server takes it over.
    const restarted = await startServer({ port: 0, dataDir, appDist: join(dataDir, 'no-app'), logger: silentLogger });
    try {
      const found = await restarted.db.query<{ booking_id: string }>(
        'select booking_id from bookings where booking_id = any($1::text[])',
        [acknowledged],
      );
      expect(found.map((row) => row.booking_id).sort()).toEqual([...acknowledged].sort());
    } finally {
      await restarted.close();
    }
  });
});
