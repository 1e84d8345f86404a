import { expect, it } from 'vitest';
import { describeEachDriver } from '../../testing/describe-each-driver';
import { accessTokenFor, DEMO_ADMIN_ID } from '../../testing/sign-in';
import { ANON_KEY } from '../../testing/supabase-client';

/** A small deterministic generator (mulberry32), so a failure can be replayed from its seed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const count = (max: number) => Math.floor(next() * (max + 1));
  return { next, pick, count };
}

/** Real columns and relations per table, so that much of the mix gets past the parser to SQL. */
const REAL: Record<string, string[]> = {
  profiles: ['id', 'full_name', 'email', 'user_type', 'is_verified', 'created_at', 'service_providers'],
  services: ['id', 'name', 'base_price', 'duration_minutes', 'category_id', 'is_active', 'service_categories'],
  service_categories: ['id', 'parent_id', 'name', 'color', 'sort_order', 'is_active', 'services', 'service_categories'],
  blogs: ['id', 'title', 'slug', 'excerpt', 'is_published', 'created_at'],
  events: ['id', 'title', 'event_date', 'registration_fee', 'max_attendees', 'category', 'service_providers'],
  system_notifications: ['id', 'title', 'message', 'type', 'is_read', 'created_at'],
  cms_pages: ['id', 'title', 'slug', 'is_published', 'created_at'],
};
const TABLES = Object.keys(REAL);
const NAMES = [
  'id',
  'name',
  'title',
  'email',
  'created_at',
  'is_active',
  'type',
  'category_id',
  'parent_id',
  'base_price',
  'slug',
  'password_hash',
  'service_categories',
  'service_providers',
  'users',
  'x"y',
  'id;drop table blogs',
  "name'--",
  '"id"',
  '"a""b"',
  '1abc',
  'ümlaut',
  '',
  ' ',
  '*',
];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'lte',
  'like',
  'ilike',
  'match',
  'in',
  'is',
  'cs',
  'isdistinct',
  'fts',
  'eq(any)',
  'not.eq',
  'not',
  'xx',
];
const VALUES = [
  '1',
  'abc',
  "'; drop table blogs; --",
  '(1,2)',
  '("a,b",c)',
  '()',
  'null',
  'not_null',
  'true',
  '2024-01-01',
  '*a*',
  '\\',
  '"',
  ')',
  '(',
  '%',
  '[a-',
  '-1',
  '9'.repeat(40),
  '{1,2}',
  '{"a":1}',
  '00000000-0000-4000-8000-000000000001',
];
const PUNCTUATION = ['(', ')', ',', '.', ':', '!', '"', '::', '->', '...', ' ', ''];

function selectText(r: ReturnType<typeof random>, names: string[], depth = 0): string {
  const items = Array.from({ length: r.count(3) + 1 }, () => {
    const roll = r.next();
    if (roll < 0.15) return '*';
    if (roll < 0.35 && depth < 3) {
      const modifiers =
        r.next() < 0.3 ? `!${r.pick(['inner', 'left', 'service_categories_parent_id_fkey', 'parent_id', 'nope'])}` : '';
      return `${r.next() < 0.3 ? `${r.pick(NAMES)}:` : ''}${r.pick([...TABLES, ...names])}${modifiers}(${selectText(r, names, depth + 1)})`;
    }
    if (roll < 0.4 && names.length > 8) return `${r.pick(names)}${r.pick(PUNCTUATION)}${r.pick(names)}`;
    return `${r.next() < 0.2 ? `${r.pick(names)}:` : ''}${r.pick(names)}`;
  });
  return items.join(r.next() < 0.9 || names.length <= 8 ? ',' : r.pick(PUNCTUATION));
}

function conditionText(r: ReturnType<typeof random>, names: string[], depth = 0): string {
  if (depth < 3 && r.next() < 0.25) {
    const children = Array.from({ length: r.count(2) + 1 }, () => conditionText(r, names, depth + 1));
    return `${r.next() < 0.2 ? 'not.' : ''}${r.pick(['and', 'or', 'xor'])}(${children.join(',')})`;
  }
  return `${r.pick(names)}.${r.pick(OPERATORS)}.${r.pick(VALUES)}${r.next() < 0.1 ? r.pick(PUNCTUATION) : ''}`;
}

function queryString(r: ReturnType<typeof random>, table: string): URLSearchParams {
  // Half the requests use only the table's own names (and so reach SQL), half mix in anything.
  const own = REAL[table] ?? [];
  const names = r.next() < 0.5 ? own : [...own, ...NAMES];
  const params = new URLSearchParams();
  if (r.next() < 0.8) params.set('select', selectText(r, names));
  for (let i = r.count(3); i > 0; i--) {
    const roll = r.next();
    if (roll < 0.5) {
      const key = `${r.next() < 0.2 ? `${r.pick([...TABLES, ...names])}.` : ''}${r.pick(names)}`;
      params.append(key, `${r.pick(OPERATORS)}.${r.pick(VALUES)}`);
    } else if (roll < 0.75) {
      params.append(r.pick(['or', 'and', 'not.or', 'service_categories.or']), `(${conditionText(r, names)})`);
    } else if (roll < 0.9) {
      const term = `${r.pick(names)}${r.next() < 0.5 ? `.${r.pick(['asc', 'desc', 'nullsfirst', 'nullslast', 'sideways'])}` : ''}`;
      params.append(
        r.pick(['order', 'service_categories.order']),
        r.next() < 0.2 ? `${r.pick(TABLES)}(${term})` : term,
      );
    } else {
      params.append(r.pick(['limit', 'offset', 'service_providers.limit']), r.pick(VALUES));
    }
  }
  return params;
}

// Random select, filter and order strings, most of them wrong: never a 5xx, never a SQL syntax
// error (which would mean client text reached the SQL), always PostgREST's error shape.
describeEachDriver('the /rest/v1 query grammar under random input', (t) => {
  it('answers every request with a result or a PostgREST error of the client class', async () => {
    const app = t.app();
    const headers = { apikey: ANON_KEY, authorization: `Bearer ${await accessTokenFor(t.db, DEMO_ADMIN_ID)}` };
    const [before] = await t.db.query<{ blogs: number; profiles: number }>(
      'select (select count(*) from blogs) as blogs, (select count(*) from profiles) as profiles',
    );
    const r = random(20_261_123);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 250; i++) {
      const table = r.pick(TABLES);
      const path = `/rest/v1/${r.next() < 0.05 ? r.pick(NAMES) : table}?${queryString(r, table)}`;
      const response = await app.request(path, { headers });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, path).toBeLessThan(500);
      if (response.status >= 300) {
        const body = (await response.json()) as Record<string, unknown>;
        expect(Object.keys(body).sort(), path).toEqual(['code', 'details', 'hint', 'message']);
        expect(String(body.message), path).not.toMatch(/syntax error|at or near|unterminated|PGRSTX00/i);
      } else {
        expect(Array.isArray(await response.json()), path).toBe(true);
      }
    }
    // The mix reaches the database as well as the parser.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(10);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(60);
    const [after] = await t.db.query<{ blogs: number; profiles: number }>(
      'select (select count(*) from blogs) as blogs, (select count(*) from profiles) as profiles',
    );
    expect(after).toEqual(before);
  });
});
