import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDriver } from '../testing/describe-each-driver';
import { migrate } from './migrate';

const PROVIDER_USER = '00000000-0000-4000-8000-0000000000aa';

// A database of the version before issue 10 (migrations 0001–0005 and rows in the old tables)
// brought up to date: the rows and every foreign key move to the one taxonomy, users to private.
describeEachDriver(
  'migrating a database of the earlier version',
  (t) => {
    const earlier = mkdtempSync(join(tmpdir(), 'ia-earlier-migrations-'));
    afterAll(() => rmSync(earlier, { recursive: true, force: true }));

    beforeAll(async () => {
      const all = join(t.supabaseDir, 'migrations');
      for (const file of readdirSync(all).filter((name) => name < '0006'))
        copyFileSync(join(all, file), join(earlier, file));
      await migrate(t.db, earlier);
      await t.db.exec(`
        insert into categories (id, name) values (1, 'Medical'), (2, 'Legal');
        insert into subcategories (id, category_id, name) values (1, 1, 'Primary Care'), (2, 1, 'Specialists'), (3, 2, 'Personal Injury');
        insert into services (id, subcategory_id, name) values (1, 1, 'Family Medicine'), (2, 2, 'Orthopedics'), (3, 3, 'Car Accidents');
        insert into users (id, email, password_hash, name, user_type, is_verified)
          values ('${PROVIDER_USER}', 'old@example.test', 'not-a-real-hash', 'Olive Old', 'provider', true);
        insert into countries (id, name) values (1, 'United States');
        insert into providers (id, user_id, business_name, name) values (1, '${PROVIDER_USER}', 'Old Clinic', 'Dr. Old');
        insert into provider_locations (id, provider_id, address, lat, long, country_id, category_id, subcategory_id, business_hours)
          values (1, 1, '1 Main St', 25.7, -80.2, 1, 1, 2, '{}');
        insert into location_services (location_id, service_id) values (1, 2);
      `);
      await migrate(t.db, join(t.supabaseDir, 'migrations'));
    });

    it('turns categories and subcategories into one tree, keeping category ids and the order', async () => {
      const rows = await t.db.query<{ id: number; parent_id: number | null; name: string; sort_order: number }>(
        'select id, parent_id, name, sort_order from service_categories order by sort_order',
      );
      expect(rows).toEqual([
        { id: 1, parent_id: null, name: 'Medical', sort_order: 1 },
        { id: 3, parent_id: 1, name: 'Primary Care', sort_order: 2 },
        { id: 4, parent_id: 1, name: 'Specialists', sort_order: 3 },
        { id: 2, parent_id: null, name: 'Legal', sort_order: 4 },
        { id: 5, parent_id: 2, name: 'Personal Injury', sort_order: 5 },
      ]);
      const [tables] = await t.db.query<{ categories: string | null; subcategories: string | null }>(
        `select to_regclass('public.categories')::text as categories, to_regclass('public.subcategories')::text as subcategories`,
      );
      expect(tables).toEqual({ categories: null, subcategories: null });
    });

    it('moves services and provider locations to the new ids, and the lookups read them', async () => {
      const services = await t.db.query<{ name: string; category_id: number; is_active: boolean }>(
        'select name, category_id, is_active from services order by id',
      );
      expect(services).toEqual([
        { name: 'Family Medicine', category_id: 3, is_active: true },
        { name: 'Orthopedics', category_id: 4, is_active: true },
        { name: 'Car Accidents', category_id: 5, is_active: true },
      ]);
      const [location] = await t.db.query<{ category_id: number; subcategory_id: number }>(
        'select category_id, subcategory_id from provider_locations where id = 1',
      );
      expect(location).toEqual({ category_id: 1, subcategory_id: 4 });

      const app = t.app();
      const names = async (path: string) =>
        ((await (await app.request(`/api/v1/${path}`)).json()) as { data: { name: string }[] }).data.map(
          (row) => row.name,
        );
      expect(await names('categories_list')).toEqual(['Medical', 'Legal']);
      expect(await names('subcategories/1')).toEqual(['Primary Care', 'Specialists']);
      expect(await names('get_ic_services_by_id/4')).toEqual(['Orthopedics']);
    });

    it('keeps the foreign keys: a category in use cannot be deleted, and says why', async () => {
      await expect(t.db.query('delete from service_categories where id = 4')).rejects.toThrow(
        'The category "Specialists" still has a service; delete or move it first.',
      );
      await expect(t.db.query('delete from services where id = 2')).rejects.toThrow(
        'The service "Orthopedics" is offered at a provider location; deactivate it instead.',
      );
    });

    it('moves users to private, gives each a profile, and links providers to profiles', async () => {
      const [user] = await t.db.query<{ schema: string }>(
        `select table_schema as schema from information_schema.tables where table_name = 'users'`,
      );
      expect(user?.schema).toBe('private');
      const profiles = await t.db.query('select id, full_name, email, user_type, is_verified from public.profiles');
      expect(profiles).toEqual([
        {
          id: PROVIDER_USER,
          full_name: 'Olive Old',
          email: 'old@example.test',
          user_type: 'provider',
          is_verified: true,
        },
      ]);
      const [provider] = await t.db.query<{ verification_status: string; user_id: string }>(
        'select verification_status, user_id from service_providers where id = 1',
      );
      expect(provider).toEqual({ verification_status: 'verified', user_id: PROVIDER_USER });
    });
  },
  { prepare: 'empty' },
);
