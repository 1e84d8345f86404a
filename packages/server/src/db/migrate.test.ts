import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeEachDriver } from '../testing/describe-each-driver';
import type { Db } from './db';
import { migrate } from './migrate';

const schemaOf = (db: Db) =>
  db.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
    `select table_name, column_name, data_type, is_nullable
       from information_schema.columns
      where table_schema = current_schema()
      order by table_name, ordinal_position`,
  );

describeEachDriver(
  'migrations',
  (t) => {
    const migrations = () => join(t.supabaseDir, 'migrations');
    // Every numbered file in the folder, in order: the list is read, not repeated here.
    const migrationFiles = () =>
      readdirSync(migrations())
        .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
        .sort();

    it('applies every migration once and records it; a second run changes nothing', async () => {
      const first = await migrate(t.db, migrations());
      expect(first.applied).toEqual(migrationFiles());
      expect(first.alreadyApplied).toEqual([]);
      const schemaAfterFirst = await schemaOf(t.db);

      const second = await migrate(t.db, migrations());
      expect(second.applied).toEqual([]);
      expect(second.alreadyApplied).toEqual(first.applied);
      expect(await schemaOf(t.db)).toEqual(schemaAfterFirst);

      const recorded = await t.db.query<{ version: string }>('select version from schema_migrations order by version');
      expect(recorded.map((row) => row.version)).toEqual(first.applied);
    });

    it('creates the lookup, profile and admin tables in public and keeps every credential out of it', async () => {
      const tables = new Set((await schemaOf(t.db)).map((column) => column.table_name));
      for (const table of [
        'service_categories',
        'services',
        'countries',
        'states',
        'cities',
        'profiles',
        'service_providers',
        'blogs',
        'cms_pages',
        'system_notifications',
        'seo_settings',
        'events',
        'event_registrations',
        'bookings',
      ]) {
        expect(tables).toContain(table);
      }
      const inPrivate = await t.db.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = 'private' order by table_name`,
      );
      expect(inPrivate.map((row) => row.table_name)).toEqual(
        expect.arrayContaining([
          'auth_one_time_tokens',
          'auth_refresh_tokens',
          'auth_sessions',
          'dev_mailbox',
          'login_attempts',
          'pending_registrations',
          'seed_runs',
          'users',
          'checkout_sessions',
          'payment_methods',
          'local_gateway_cards',
        ]),
      );
      const secretColumns = (await schemaOf(t.db)).filter((column) =>
        /password|token|otp|hash/.test(column.column_name),
      );
      expect(secretColumns).toEqual([]);
    });

    it('keeps e-mail addresses unique regardless of case', async () => {
      await t.db.query(`insert into users (email, name, user_type) values ('Case@Example.test', 'A', 'customer')`);
      await expect(
        t.db.query(`insert into users (email, name, user_type) values ('case@example.TEST', 'B', 'customer')`),
      ).rejects.toThrow(/users_email_key/);
      await t.db.query(`delete from users where lower(email) = 'case@example.test'`);
    });

    it('rolls back a failing migration completely and records nothing for it', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'ia-migrations-'));
      dirs.push(dir);
      writeFileSync(join(dir, '0001_good.sql'), 'create table if not exists probe_good (id integer);');
      writeFileSync(join(dir, '0002_bad.sql'), 'create table probe_half (id integer);\nselect * from no_such_table;');
      await expect(migrate(t.db, dir)).rejects.toThrow(/no_such_table/);

      const rows = await t.db.query<{ version: string }>(
        `select version from schema_migrations where version like '000%_good.sql' or version like '000%_bad.sql'`,
      );
      expect(rows.map((row) => row.version)).toEqual(['0001_good.sql']);
      const [probe] = await t.db.query<{ half: string | null }>(`select to_regclass('probe_half')::text as half`);
      expect(probe?.half).toBeNull();
    });
  },
  { prepare: 'empty' },
);

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
