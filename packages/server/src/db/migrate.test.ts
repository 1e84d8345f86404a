import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

    it('applies every migration once and records it; a second run changes nothing', async () => {
      const first = await migrate(t.db, migrations());
      expect(first.applied).toEqual([
        '0001_taxonomy_and_places.sql',
        '0002_users.sql',
        '0003_access.sql',
        '0004_concerns_and_profiles.sql',
        '0005_providers_and_bookings.sql',
        '0010_sign_in_limits_and_housekeeping.sql',
        '0011_scheduled_jobs.sql',
      ]);
      expect(first.alreadyApplied).toEqual([]);
      const schemaAfterFirst = await schemaOf(t.db);

      const second = await migrate(t.db, migrations());
      expect(second.applied).toEqual([]);
      expect(second.alreadyApplied).toEqual(first.applied);
      expect(await schemaOf(t.db)).toEqual(schemaAfterFirst);

      const recorded = await t.db.query<{ version: string }>('select version from schema_migrations order by version');
      expect(recorded.map((row) => row.version)).toEqual(first.applied);
    });

    it('creates the lookup and user tables', async () => {
      const tables = new Set((await schemaOf(t.db)).map((column) => column.table_name));
      for (const table of ['categories', 'subcategories', 'services', 'countries', 'states', 'cities', 'users']) {
        expect(tables).toContain(table);
      }
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
