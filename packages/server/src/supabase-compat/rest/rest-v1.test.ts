import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSessions } from '../../auth/sessions';
import { describeEachDriver } from '../../testing/describe-each-driver';
import { type ListeningApp, listen } from '../../testing/listen';
import { accessTokenFor, DEMO_ADMIN_ID, DEMO_CUSTOMER_ID, DEMO_PROVIDER_ID } from '../../testing/sign-in';
import { ANON_KEY, supabaseAs } from '../../testing/supabase-client';

interface Profile {
  id: string;
  full_name: string | null;
  email: string;
  user_type: string;
  is_verified: boolean;
  created_at: string;
  service_providers: { id: number; business_name: string; verification_status: string }[];
}

// Every call of the admin area (spec provider-and-admin.md section 7), through supabase-js itself,
// and what customers, providers and strangers get when they try the same.
describeEachDriver('the Supabase-compatible /rest/v1 through supabase-js', (t) => {
  let server: ListeningApp;
  let admin: SupabaseClient;
  let customer: SupabaseClient;
  let provider: SupabaseClient;
  let anon: SupabaseClient;
  let customerToken = '';

  const lookup = async (path: string) =>
    ((await (await fetch(`${server.url}/api/v1/${path}`)).json()) as { data: { id: number; name: string }[] }).data;
  const raw = (path: string, init: RequestInit = {}) => fetch(`${server.url}/rest/v1/${path}`, init);

  beforeAll(async () => {
    server = await listen(() => t.app());
    admin = supabaseAs(server.url, await accessTokenFor(t.db, DEMO_ADMIN_ID));
    customerToken = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
    customer = supabaseAs(server.url, customerToken);
    provider = supabaseAs(server.url, await accessTokenFor(t.db, DEMO_PROVIDER_ID));
    anon = supabaseAs(server.url);
  });
  afterAll(() => server?.close());

  describe('users', () => {
    it('lists profiles newest first with their linked provider, and nothing secret', async () => {
      const { data, error } = await admin
        .from('profiles')
        .select('*, service_providers(id, business_name, verification_status)')
        .order('created_at', { ascending: false });
      expect(error).toBeNull();
      const profiles = data as Profile[];
      expect(profiles.map((p) => p.email)).toEqual(
        expect.arrayContaining(['admin@demo.test', 'customer@demo.test', 'provider@demo.test']),
      );
      const times = profiles.map((p) => Date.parse(p.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const pat = profiles.find((p) => p.email === 'provider@demo.test');
      expect(pat).toEqual({
        id: DEMO_PROVIDER_ID,
        full_name: 'Pat Provider',
        email: 'provider@demo.test',
        user_type: 'provider',
        is_verified: true,
        created_at: expect.any(String),
        service_providers: [{ id: 1, business_name: 'Biscayne Orthopedic Center', verification_status: 'verified' }],
      });
      expect(profiles.find((p) => p.email === 'customer@demo.test')?.service_providers).toEqual([]);
    });

    it('verifies and unverifies a user, and the user follows', async () => {
      const isVerified = async () =>
        (
          await t.db.query<{ is_verified: boolean }>('select is_verified from users where id = $1', [DEMO_CUSTOMER_ID])
        )[0]?.is_verified;
      const off = await admin.from('profiles').update({ is_verified: false }).eq('id', DEMO_CUSTOMER_ID);
      expect(off).toMatchObject({ error: null, status: 204, data: null });
      expect(await isVerified()).toBe(false);
      const on = await admin
        .from('profiles')
        .update({ is_verified: true })
        .eq('id', DEMO_CUSTOMER_ID)
        .select()
        .single();
      expect(on.error).toBeNull();
      expect(on.data).toMatchObject({ id: DEMO_CUSTOMER_ID, is_verified: true });
      expect(await isVerified()).toBe(true);
    });
  });

  it('counts profiles, bookings, services and blogs for the overview', async () => {
    const [expected] = await t.db.query<Record<string, number>>(
      `select (select count(*) from profiles) as profiles, (select count(*) from bookings) as bookings,
              (select count(*) from services) as services, (select count(*) from blogs) as blogs`,
    );
    for (const table of ['profiles', 'bookings', 'services', 'blogs']) {
      const { count, error, data } = await admin.from(table).select('id', { count: 'exact', head: true });
      expect(error, table).toBeNull();
      expect(data, table).toBeNull();
      expect(count, table).toBe(expected?.[table]);
    }
  });

  describe('notifications', () => {
    it('reads the latest first, marks one and then all read, deletes one, and sends one', async () => {
      const latest = await admin
        .from('system_notifications')
        .select('*')
        .order('created_at', { ascending: false })
        .limit(5);
      expect(latest.error).toBeNull();
      const rows = latest.data as { id: string; created_at: string; is_read: boolean }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(5);

      const sent = await admin.rpc('create_system_notification', {
        notification_title: 'Maintenance tonight',
        notification_message: 'The site is read-only from 22:00 to 22:30.',
        notification_type: 'warning',
      });
      expect(sent.error).toBeNull();
      expect(sent.data).toMatchObject({ title: 'Maintenance tonight', type: 'warning', is_read: false });
      const sentId = (sent.data as { id: string }).id;

      const one = await admin.from('system_notifications').update({ is_read: true }).eq('id', sentId);
      expect(one.error).toBeNull();
      const all = await admin.from('system_notifications').update({ is_read: true }).eq('is_read', false);
      expect(all).toMatchObject({ error: null, status: 204 });
      const unread = await admin
        .from('system_notifications')
        .select('id', { count: 'exact', head: true })
        .eq('is_read', false);
      expect(unread.count).toBe(0);

      const deleted = await admin.from('system_notifications').delete().eq('id', sentId);
      expect(deleted).toMatchObject({ error: null, status: 204 });
      const gone = await admin.from('system_notifications').select('id').eq('id', sentId);
      expect(gone.data).toEqual([]);
    });

    it('refuses the notification RPC to anyone but an admin, and explains bad input', async () => {
      const args = { notification_title: 'Hi', notification_message: 'Hello', notification_type: 'info' };
      const asCustomer = await customer.rpc('create_system_notification', args);
      expect(asCustomer.status).toBe(403);
      expect(asCustomer.error).toMatchObject({
        code: '42501',
        message: 'Only administrators can send system notifications.',
      });
      const asAnon = await anon.rpc('create_system_notification', args);
      expect(asAnon.status).toBe(401);
      expect(asAnon.error?.code).toBe('42501');
      const badType = await admin.rpc('create_system_notification', { ...args, notification_type: 'urgent' });
      expect(badType.status).toBe(400);
      expect(badType.error).toMatchObject({
        code: 'P0001',
        message: 'The notification type must be info, success, warning or error, not "urgent".',
      });
    });
  });

  describe('services and categories, which are the customer lookups', () => {
    it('reads services with their category name, newest first, and the active categories in order', async () => {
      const services = await admin.from('services').select('*, service_categories(name)').order('created_at', {
        ascending: false,
      });
      expect(services.error).toBeNull();
      const orthopedics = (services.data as { name: string; base_price: number; service_categories: unknown }[]).find(
        (s) => s.name === 'Orthopedics',
      );
      expect(orthopedics).toMatchObject({
        base_price: 220,
        duration_minutes: 45,
        service_categories: { name: 'Specialists' },
      });

      const active = await admin.from('service_categories').select('*').eq('is_active', true).order('sort_order');
      const all = await admin.from('service_categories').select('*').order('sort_order', { ascending: true });
      expect(active.error).toBeNull();
      expect((all.data as { name: string }[]).slice(0, 3).map((c) => c.name)).toEqual([
        'Medical',
        'Primary Care',
        'Specialists',
      ]);
      expect((all.data as { color: string }[])[0]?.color).toMatch(/^#[0-9A-F]{6}$/);
    });

    it("adds, renames, deactivates and deletes a service, and the customer's dropdown follows", async () => {
      const specialists = 5;
      const added = await admin
        .from('services')
        .insert({
          name: 'Sports Medicine',
          description: 'Injuries from sport and exercise.',
          base_price: 175.5,
          duration_minutes: 40,
          category_id: specialists,
          is_active: true,
        })
        .select()
        .single();
      expect(added.error).toBeNull();
      expect(added.status).toBe(201);
      const id = (added.data as { id: number }).id;
      expect(added.data).toMatchObject({ name: 'Sports Medicine', base_price: 175.5, duration_minutes: 40 });
      expect((await lookup(`get_ic_services_by_id/${specialists}`)).map((s) => s.name)).toContain('Sports Medicine');

      expect((await admin.from('services').update({ name: 'Sport Medicine' }).eq('id', id)).error).toBeNull();
      expect((await lookup(`get_ic_services_by_id/${specialists}`)).map((s) => s.name)).toContain('Sport Medicine');
      expect((await admin.from('services').update({ is_active: false }).eq('id', id)).error).toBeNull();
      expect((await lookup(`get_ic_services_by_id/${specialists}`)).map((s) => s.id)).not.toContain(id);

      expect((await admin.from('services').delete().eq('id', id)).error).toBeNull();
      expect((await admin.from('services').select('id').eq('id', id)).data).toEqual([]);
    });

    it('adds a category the customer can pick, and refuses to delete one that is in use with a sentence', async () => {
      const added = await admin
        .from('service_categories')
        .insert({ name: 'Wellness', description: 'Staying well after recovery.', color: '#10B981', is_active: true })
        .select('id, name, color, parent_id, sort_order')
        .single();
      expect(added.error).toBeNull();
      const id = (added.data as { id: number }).id;
      expect((await lookup('categories_list')).map((c) => c.name)).toContain('Wellness');
      expect((await admin.from('service_categories').update({ name: 'Well-being' }).eq('id', id)).error).toBeNull();
      expect((await lookup('categories_list')).map((c) => c.name)).toContain('Well-being');
      expect((await admin.from('service_categories').delete().eq('id', id)).error).toBeNull();
      expect((await lookup('categories_list')).map((c) => c.id)).not.toContain(id);

      const inUse = await admin.from('service_categories').delete().eq('id', 5);
      expect(inUse.status).toBe(409);
      expect(inUse.error).toMatchObject({
        code: '23503',
        message: 'The category "Specialists" still has 5 services; delete or move them first.',
      });
    });
  });

  describe('blogs, events and pages', () => {
    it('reads blogs newest first, publishes and unpublishes one, and deletes one', async () => {
      const blogs = await admin.from('blogs').select('*').order('created_at', { ascending: false });
      const rows = blogs.data as { id: string; created_at: string; is_published: boolean; title: string }[];
      expect(rows.length).toBe(3);
      const draft = rows.find((blog) => !blog.is_published);
      expect(draft).toBeDefined();
      const published = await admin
        .from('blogs')
        .update({ is_published: true })
        .eq('id', draft?.id ?? '')
        .select()
        .single();
      expect(published.data).toMatchObject({ is_published: true });
      expect((await anon.from('blogs').select('id')).data).toHaveLength(3);
      expect(
        (
          await admin
            .from('blogs')
            .update({ is_published: false })
            .eq('id', draft?.id ?? '')
        ).error,
      ).toBeNull();
      expect((await anon.from('blogs').select('id')).data).toHaveLength(2);

      const removable = await admin
        .from('blogs')
        .insert({ title: 'To remove', slug: 'to-remove' })
        .select('id')
        .single();
      expect(
        (
          await admin
            .from('blogs')
            .delete()
            .eq('id', (removable.data as { id: string }).id)
        ).status,
      ).toBe(204);
    });

    it('reads events by date, activates and deactivates one, and deletes one', async () => {
      const events = await admin.from('events').select('*').order('event_date', { ascending: true });
      const rows = events.data as { id: string; event_date: string; registration_fee: number; is_active: boolean }[];
      expect(rows.map((e) => e.event_date)).toEqual([...rows.map((e) => e.event_date)].sort());
      expect(typeof rows[0]?.registration_fee).toBe('number');
      const target = rows[rows.length - 1];
      const off = await admin
        .from('events')
        .update({ is_active: false })
        .eq('id', target?.id ?? '')
        .select()
        .single();
      expect(off.data).toMatchObject({ is_active: false });
      const removed = await admin
        .from('events')
        .delete()
        .eq('id', target?.id ?? '')
        .select('id');
      expect(removed.data).toEqual([{ id: target?.id }]);
    });

    it('reads pages newest first, unpublishes one, deletes one; anyone reads the published ones', async () => {
      const pages = await admin.from('cms_pages').select('*').order('created_at', { ascending: false });
      expect((pages.data as unknown[]).length).toBe(4);
      const about = await anon.from('cms_pages').select('title, body').eq('slug', 'about').single();
      expect(about.data).toMatchObject({ title: 'About Us' });
      expect((await admin.from('cms_pages').update({ is_published: false }).eq('slug', 'terms')).error).toBeNull();
      expect((await anon.from('cms_pages').select('slug').eq('slug', 'terms')).data).toEqual([]);
      const page = await admin.from('cms_pages').insert({ title: 'Old page', slug: 'old-page' }).select('id').single();
      expect(
        (
          await admin
            .from('cms_pages')
            .delete()
            .eq('id', (page.data as { id: string }).id)
        ).status,
      ).toBe(204);
    });
  });

  it('keeps the one row of SEO settings, saved by an upsert that leaves the other columns', async () => {
    const saved = await admin.from('seo_settings').upsert({ id: 1, site_title: 'Injury Assist' }).select().single();
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({
      id: 1,
      site_title: 'Injury Assist',
      site_description: 'Find doctors, therapists and injury attorneys near you, see their free slots and book online.',
    });
    const another = await admin.from('seo_settings').insert({ id: 2, site_title: 'Second' });
    expect(another.status).toBe(400);
    expect(another.error?.code).toBe('23514');
  });

  describe('refusals', () => {
    const adminTables = ['profiles', 'service_providers', 'system_notifications', 'events', 'seo_settings', 'bookings'];

    it('gives customers and providers nothing from the admin tables, and no changes', async () => {
      for (const [who, client] of [
        ['customer', customer],
        ['provider', provider],
      ] as const) {
        for (const table of adminTables) {
          const read = await client.from(table).select('*');
          expect(read.error, `${who} ${table}`).toBeNull();
          expect(read.data, `${who} ${table}`).toEqual([]);
        }
        const insert = await client.from('system_notifications').insert({ title: 'x', message: 'y' });
        expect(insert.status, who).toBe(403);
        expect(insert.error?.code, who).toBe('42501');
        const service = await client.from('services').insert({ name: 'Fake', category_id: 5 });
        expect(service.status, who).toBe(403);
        const update = await client.from('profiles').update({ is_verified: false }).eq('id', DEMO_ADMIN_ID).select();
        expect(update.data, who).toEqual([]);
        const removed = await client.from('cms_pages').delete().eq('slug', 'about').select();
        expect(removed.data, who).toEqual([]);
      }
      const [still] = await t.db.query<{ about: number; verified: boolean }>(
        `select (select count(*) from cms_pages where slug = 'about') as about,
                (select is_verified from profiles where id = $1) as verified`,
        [DEMO_ADMIN_ID],
      );
      expect(still).toEqual({ about: 1, verified: true });
    });

    it('answers 401 without a token, with a bad token and after logout', async () => {
      const noKey = await raw('system_notifications?select=*');
      expect(noKey.status).toBe(401);
      expect(await noKey.json()).toMatchObject({ code: 'PGRST302', message: 'No API key found in request' });
      const anonRead = await anon.from('system_notifications').select('*');
      expect(anonRead.status).toBe(401);
      expect(anonRead.error?.code).toBe('42501');
      const forged = await raw('blogs?select=id', {
        headers: { apikey: ANON_KEY, authorization: 'Bearer not.a.token' },
      });
      expect(forged.status).toBe(401);
      expect(await forged.json()).toMatchObject({ code: 'PGRST301' });

      const token = await accessTokenFor(t.db, DEMO_ADMIN_ID);
      const [claims] = token
        .split('.')
        .slice(1, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      await revokeSessions(t.db, { scope: 'local', sessionId: claims.session_id, userId: DEMO_ADMIN_ID }, new Date());
      const afterLogout = await supabaseAs(server.url, token).from('profiles').select('id');
      expect(afterLogout.status).toBe(401);
      expect(afterLogout.error?.code).toBe('PGRST301');
    });

    it('never serves a private table or a password, whatever the query', async () => {
      for (const table of ['users', 'auth_sessions', 'auth_refresh_tokens', 'dev_mailbox', 'login_attempts']) {
        const read = await admin.from(table).select('*');
        expect(read.status, table).toBe(404);
        expect(read.error?.code, table).toBe('PGRST205');
      }
      const hash = await admin.from('profiles').select('password_hash');
      expect(hash.status).toBe(400);
      expect(hash.error?.code).toBe('42703');
      const filtered = await admin.from('profiles').select('id').eq('password_hash', 'x');
      expect(filtered.status).toBe(400);
      const embedded = await admin.from('profiles').select('*, users(*)');
      expect(embedded.status).toBe(400);
      expect(embedded.error?.code).toBe('PGRST200');
      const rpc = await admin.rpc('is_admin');
      expect(rpc.status).toBe(404);
    });

    it('refuses a change without a filter, and .single() on several rows', async () => {
      const everything = await admin.from('system_notifications').update({ is_read: true });
      expect(everything.status).toBe(400);
      expect(everything.error?.message).toBe('UPDATE requires a WHERE clause');
      const single = await admin.from('blogs').select('*').single();
      expect(single.status).toBe(406);
      expect(single.error?.code).toBe('PGRST116');
      const several = await admin.from('cms_pages').update({ body: 'x' }).neq('slug', 'none').select().single();
      expect(several.status).toBe(406);
      expect((await admin.from('cms_pages').select('body').eq('slug', 'about').single()).data).not.toEqual({
        body: 'x',
      });
    });
  });

  describe('the wire', () => {
    it('answers the CORS preflight with the headers supabase-js needs, and exposes Content-Range', async () => {
      const preflight = await raw('profiles', {
        method: 'OPTIONS',
        headers: {
          origin: 'https://admin.example',
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'apikey, authorization, prefer, content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
      expect(preflight.headers.get('access-control-allow-headers')?.split(',')).toEqual(
        expect.arrayContaining(['apikey', 'authorization', 'prefer', 'content-type', 'accept-profile']),
      );
      const counted = await raw('blogs?select=id', {
        headers: { apikey: ANON_KEY, prefer: 'count=exact', origin: 'https://admin.example' },
      });
      expect(counted.headers.get('content-range')).toBe('0-1/2');
      expect(counted.headers.get('access-control-expose-headers')).toContain('Content-Range');
    });

    it('pages with limit, offset and Range, and says */0 for nothing', async () => {
      const page = await raw('cms_pages?select=slug&order=slug&limit=2&offset=1', {
        headers: { apikey: ANON_KEY, prefer: 'count=exact', authorization: `Bearer ${customerToken}` },
      });
      expect(page.status).toBe(206);
      expect(page.headers.get('content-range')).toMatch(/^1-2\/\d+$/);
      const ranged = await raw('cms_pages?select=slug&order=slug', { headers: { apikey: ANON_KEY, range: '0-0' } });
      expect(((await ranged.json()) as unknown[]).length).toBe(1);
      const none = await raw('cms_pages?select=slug&slug=eq.nothing', {
        method: 'HEAD',
        headers: { apikey: ANON_KEY, prefer: 'count=exact' },
      });
      expect(none.headers.get('content-range')).toBe('*/0');
    });
  });
});
