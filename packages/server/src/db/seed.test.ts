import { join } from 'node:path';
import { registrationCountries, usStateCodes } from '@injury-assist/domain';
import bcrypt from 'bcryptjs';
import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/describe-each-driver';
import { accessTokenFor, DEMO_CUSTOMER_ID, DEMO_PROVIDER_ID, jsonHeaders } from '../testing/sign-in';
import type { Db } from './db';
import { seed } from './seed';

// provider-and-admin.md section 3, verbatim.
const TAXONOMY: Record<string, Record<string, string[]>> = {
  Medical: {
    'Primary Care': ['Family Medicine', 'Internal Medicine', 'Pediatrics'],
    Specialists: ['Cardiology', 'Dermatology', 'Orthopedics', 'Neurology', 'Physical Therapy'],
    Surgery: ['General Surgery', 'Orthopedic Surgery', 'Plastic Surgery', 'Neurosurgery'],
    'Mental Health': ['Psychiatry', 'Psychology', 'Counseling', 'Therapy'],
  },
  Legal: {
    'Personal Injury': ['Car Accidents', 'Slip and Fall', 'Medical Malpractice', 'Workers Compensation'],
    'Criminal Defense': ['DUI/DWI', 'Drug Crimes', 'Assault', 'White Collar'],
    'Family Law': ['Divorce', 'Child Custody', 'Adoption', 'Domestic Violence'],
    'Business Law': ['Corporate Law', 'Contract Law', 'Employment Law', 'Intellectual Property'],
  },
  'Healthcare Services': {
    Therapy: ['Physical Therapy', 'Occupational Therapy', 'Speech Therapy'],
    Diagnostic: ['Radiology', 'Laboratory', 'Imaging'],
    Rehabilitation: ['Drug Rehabilitation', 'Physical Rehabilitation', 'Cognitive Rehabilitation'],
  },
};

const counts = async (db: Db) => {
  const [row] = await db.query<Record<string, number>>(
    `select (select count(*) from service_categories where parent_id is null) as categories,
            (select count(*) from service_categories where parent_id is not null) as subcategories,
            (select count(*) from services) as services,
            (select count(*) from countries) as countries,
            (select count(*) from states) as states,
            (select count(*) from cities) as cities,
            (select count(*) from users) as users`,
  );
  return row;
};

describeEachDriver(
  'seed',
  (t) => {
    const seedFile = () => join(t.supabaseDir, 'seed.sql');

    it('runs once: a second start adds nothing and brings back nothing an admin deleted', async () => {
      expect(await seed(t.db, seedFile())).toBe(true);
      const first = await counts(t.db);
      expect(first).toMatchObject({ categories: 3, subcategories: 11, services: 41, countries: 22, users: 32 });

      await t.db.query(`delete from system_notifications where title = 'Demo accounts active'`);
      await t.db.query(`update blogs set is_published = false where slug = 'how-to-choose-an-injury-specialist'`);
      expect(await seed(t.db, seedFile())).toBe(false);
      expect(await counts(t.db)).toEqual(first);
      const [left] = await t.db.query<{ notifications: number; published: boolean }>(
        `select (select count(*) from system_notifications where title = 'Demo accounts active') as notifications,
                (select is_published from blogs where slug = 'how-to-choose-an-injury-specialist') as published`,
      );
      expect(left).toEqual({ notifications: 0, published: false });
    });

    it('gives the taxonomy its colours and the services their prices, and the demo content to the admin area', async () => {
      const [medical] = await t.db.query<{ color: string; description: string }>(
        `select color, description from service_categories where name = 'Medical' and parent_id is null`,
      );
      expect(medical?.color).toMatch(/^#[0-9A-F]{6}$/);
      expect(medical?.description).toBeTruthy();
      const [unpriced] = await t.db.query<{ count: number }>(
        'select count(*) as count from services where base_price is null or duration_minutes is null',
      );
      expect(unpriced?.count).toBe(0);
      const [content] = await t.db.query<Record<string, number>>(
        `select (select count(*) from system_notifications) as notifications,
                (select count(*) from blogs) as blogs,
                (select count(*) from cms_pages where is_published) as pages,
                (select count(*) from seo_settings) as seo,
                (select count(*) from events) as events,
                (select current_attendees from events where title like 'Back on your feet%') as attendees`,
      );
      expect(content).toMatchObject({ blogs: 3, pages: 4, seo: 1, events: 3, attendees: 1 });
      expect(content?.notifications).toBeGreaterThanOrEqual(2);
      const slugs = await t.db.query<{ slug: string }>('select slug from cms_pages order by slug');
      expect(slugs.map((row) => row.slug)).toEqual(['about', 'about-sponsored-listings', 'privacy', 'terms']);
    });

    it('holds the specialty taxonomy exactly, in order', async () => {
      const rows = await t.db.query<{ category: string; subcategory: string; service: string }>(
        `select c.name as category, sc.name as subcategory, s.name as service
           from services s
           join service_categories sc on sc.id = s.category_id
           join service_categories c on c.id = sc.parent_id
          order by c.sort_order, sc.sort_order, s.id`,
      );
      const taxonomy: Record<string, Record<string, string[]>> = {};
      for (const { category, subcategory, service } of rows) {
        const groups = taxonomy[category] ?? {};
        taxonomy[category] = groups;
        groups[subcategory] = [...(groups[subcategory] ?? []), service];
      }
      expect(taxonomy).toEqual(TAXONOMY);
      // toEqual ignores key order; the lookups return rows in id order, so check that too.
      expect(Object.keys(taxonomy)).toEqual(Object.keys(TAXONOMY));
      expect(Object.keys(taxonomy.Medical ?? {})).toEqual(Object.keys(TAXONOMY.Medical ?? {}));
    });

    it('lists the countries in the spec order', async () => {
      const rows = await t.db.query<{ name: string }>('select name from countries order by id');
      expect(rows.map((row) => row.name)).toEqual(registrationCountries);
    });

    it('has the 50 US states with their codes, each with at least three cities', async () => {
      const rows = await t.db.query<{ code: string; cities: number }>(
        `select s.code, count(ci.id) as cities
           from states s left join cities ci on ci.state_id = s.id
          where s.country_id = 1
          group by s.code`,
      );
      expect(rows.map((row) => row.code).sort()).toEqual([...usStateCodes].sort());
      for (const row of rows) expect(row.cities, row.code).toBeGreaterThanOrEqual(3);
    });

    it('has the cities of the spec sample ZIP codes in Florida', async () => {
      const rows = await t.db.query<{ name: string }>(
        `select ci.name from cities ci join states s on s.id = ci.state_id where s.code = 'FL' and s.country_id = 1`,
      );
      expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(['Miami', 'Miami Beach', 'Coral Gables']));
    });

    it('moves the id sequences past the seeded rows', async () => {
      await t.db
        .transaction(async (tx) => {
          const [row] = await tx.query<{ id: number; sort_order: number }>(
            `insert into service_categories (name) values ('Probe') returning id, sort_order`,
          );
          expect(row).toEqual({ id: 15, sort_order: 15 });
          throw new Rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Rollback)) throw error;
        });
    });

    it('creates the three demo accounts with the password Demo1234!', async () => {
      const users = await t.db.query<{
        email: string;
        name: string;
        user_type: string;
        is_verified: boolean;
        password_hash: string;
      }>(
        "select email, name, user_type, is_verified, password_hash from users where email like '%@demo.test' order by email",
      );
      expect(users.map(({ email, name, user_type, is_verified }) => ({ email, name, user_type, is_verified }))).toEqual(
        [
          { email: 'admin@demo.test', name: 'Alex Admin', user_type: 'admin', is_verified: true },
          { email: 'customer@demo.test', name: 'Casey Customer', user_type: 'customer', is_verified: true },
          { email: 'provider@demo.test', name: 'Pat Provider', user_type: 'provider', is_verified: true },
        ],
      );
      for (const user of users) {
        expect(user.password_hash).toMatch(/^\$2[aby]\$10\$/);
        expect(await bcrypt.compare('Demo1234!', user.password_hash)).toBe(true);
        expect(await bcrypt.compare('demo1234!', user.password_hash)).toBe(false);
      }
    });

    it('gives every business an owner account, which the admin finds with its business and can verify', async () => {
      const [orphans] = await t.db.query<{ count: number }>(
        `select count(*)::int as count from service_providers p
          where not exists (select 1 from users u where u.id = p.user_id and u.user_type = 'provider')`,
      );
      expect(orphans?.count).toBe(0);
      const owners = await t.db.query<{ email: string; business_name: string; user_type: string; password_hash: null }>(
        `select pr.email, sp.business_name, pr.user_type, u.password_hash
           from profiles pr join service_providers sp on sp.user_id = pr.id join users u on u.id = pr.id
          order by sp.id`,
      );
      expect(owners).toHaveLength(30);
      expect(owners[1]).toEqual({
        email: 'citas@lhbonejoint.example',
        business_name: 'Little Havana Bone & Joint',
        user_type: 'provider',
        password_hash: null,
      });
      expect(new Set(owners.map((owner) => owner.email)).size).toBe(30);
    });

    it("shows the demo provider's Overview with a month of activity and its reviews in many words", async () => {
      // The seed's times are relative to its run, so the app's clock is the database's.
      const [clock] = await t.db.query<{ now: Date }>('select now() as now');
      const now = () => new Date(clock?.now ?? 0);
      const call = async (path: string, userId: string) => {
        const response = await t.app({ now }).request(`/api/v1/${path}`, {
          headers: jsonHeaders(await accessTokenFor(t.db, userId, now)),
        });
        return (await response.json()) as Record<string, unknown>;
      };
      const overview = (await call('provider/overview?period=30', DEMO_PROVIDER_ID)).data as {
        metrics: { label: string; value: number }[];
        engagement: { total: number }[];
        recent: unknown[];
      };
      for (const label of ['Website Clicks', 'Address Clicks', 'Phone Clicks']) {
        expect(overview.metrics.find((metric) => metric.label === label)?.value).toBeGreaterThan(10);
      }
      // The chart covers the period asked for, a bar a day (issue 25); the seed's activity fills a week of it at least.
      expect(overview.engagement).toHaveLength(30);
      expect(overview.engagement.filter((day) => day.total > 0).length).toBeGreaterThanOrEqual(7);
      expect(overview.recent).toHaveLength(10);

      const reviews = (await call('providers/1/reviews?limit=20', DEMO_CUSTOMER_ID)).data as { text: string }[];
      expect(reviews).toHaveLength(20);
      expect(new Set(reviews.map((review) => review.text)).size).toBeGreaterThanOrEqual(5);
    });
  },
  { prepare: 'migrated' },
);

class Rollback extends Error {}
