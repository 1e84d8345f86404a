import { containsAnyFilter, pageRange } from '@injury-assist/domain';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDriver } from '../testing/describe-each-driver';
import { type ListeningApp, listen } from '../testing/listen';
import { accessTokenFor, DEMO_ADMIN_ID } from '../testing/sign-in';
import { supabaseAs } from '../testing/supabase-client';

// The admin lists ask the gateway for one page and the total, as the Users, Services, Blogs… screens
// send it through supabase-js: `count: 'exact'`, `.range(from, to)`, and the search as an `or` of
// ilikes (issue 22). What comes back is what the pager shows: the page's rows and 'x–y of total'.
describeEachDriver('an admin list page and its total through supabase-js', (t) => {
  let server: ListeningApp;
  let admin: SupabaseClient;
  const titles = Array.from({ length: 30 }, (_, index) => `Paging post ${String(index + 1).padStart(2, '0')}`);

  const blogPage = (page: number, search: string) => {
    const { from, to } = pageRange(page);
    const query = admin.from('blogs').select('title', { count: 'exact' }).order('title').order('id');
    const filter = containsAnyFilter(['title', 'slug'], search);
    return (filter === null ? query : query.or(filter)).range(from, to);
  };

  beforeAll(async () => {
    server = await listen(() => t.app());
    admin = supabaseAs(server.url, await accessTokenFor(t.db, DEMO_ADMIN_ID));
    const { error } = await admin.from('blogs').insert([
      ...titles.map((title, index) => ({
        title,
        slug: `paging-post-${index + 1}`,
        excerpt: 'A post to page through.',
        body: 'Text.',
        is_published: false,
      })),
      {
        title: '50% off, (really) "now"',
        slug: 'fifty-off',
        excerpt: 'Odd characters.',
        body: 'Text.',
        is_published: false,
      },
    ]);
    expect(error).toBeNull();
  });
  afterAll(() => server?.close());

  it('answers the first and the last page of a search with the total that matched', async () => {
    const first = await blogPage(0, 'PAGING POST');
    expect(first.error).toBeNull();
    expect(first.count).toBe(30);
    expect(first.data?.map((row) => row.title)).toEqual(titles.slice(0, 25));

    const second = await blogPage(1, 'paging post');
    expect(second.count).toBe(30);
    expect(second.data?.map((row) => row.title)).toEqual(titles.slice(25));
  });

  it('counts every row without a search, and matches a slug too', async () => {
    const { count: all } = await admin.from('blogs').select('id', { count: 'exact', head: true });
    const page = await blogPage(0, '');
    expect(page.count).toBe(all);
    expect(page.data).toHaveLength(Math.min(25, all ?? 0));
    const bySlug = await blogPage(0, 'paging-post-3');
    expect(bySlug.data?.map((row) => row.title).sort()).toEqual(['Paging post 03', 'Paging post 30']);
  });

  it('matches what was typed literally: wildcards, commas, parentheses and quotes', async () => {
    expect((await blogPage(0, '50% off, (really) "now')).data).toEqual([{ title: '50% off, (really) "now"' }]);
    expect((await blogPage(0, '50_')).count).toBe(0);
    expect((await blogPage(0, 'post_0')).count).toBe(0);
  });

  it('pages the users the way the Users screen asks, with their businesses embedded', async () => {
    const { from, to } = pageRange(0);
    const { data, count, error } = await admin
      .from('profiles')
      .select('email, service_providers(business_name)', { count: 'exact' })
      .or(containsAnyFilter(['full_name', 'email'], 'DEMO.TEST') ?? '')
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to);
    expect(error).toBeNull();
    expect(count).toBe(data?.length);
    expect(data?.map((row) => row.email).sort()).toEqual(
      expect.arrayContaining(['admin@demo.test', 'customer@demo.test', 'provider@demo.test']),
    );
    expect(data?.find((row) => row.email === 'provider@demo.test')?.service_providers).toEqual([
      { business_name: expect.any(String) },
    ]);
  });
});
