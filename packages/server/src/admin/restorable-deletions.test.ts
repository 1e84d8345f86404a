import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Logger } from '../logger';
import { housekeepingJob } from '../scheduled/housekeeping';
import { describeEachDriver } from '../testing/describe-each-driver';
import { type ListeningApp, listen } from '../testing/listen';
import { accessTokenFor, DEMO_ADMIN_ID, DEMO_CUSTOMER_ID } from '../testing/sign-in';
import { supabaseAs } from '../testing/supabase-client';
import { tempDataDir } from '../testing/uploads';
import { uploadsDirIn } from '../uploads/upload-store';

interface DeletedItem {
  id: number;
  table_name: string;
  record_id: string;
  label: string;
  deleted_by_email: string | null;
}

// Undo for 30 days (issue 26), as the admin area and a customer meet it through supabase-js: what an
// administrator deletes leaves the site at once, waits in Deleted items, comes back as it was, and
// is gone for good once the housekeeping job finds it older than 30 days.
describeEachDriver('restorable admin deletions', (t) => {
  let server: ListeningApp;
  let admin: SupabaseClient;
  let customer: SupabaseClient;
  let anonymous: SupabaseClient;

  beforeAll(async () => {
    server = await listen(() => t.app());
    admin = supabaseAs(server.url, await accessTokenFor(t.db, DEMO_ADMIN_ID));
    customer = supabaseAs(server.url, await accessTokenFor(t.db, DEMO_CUSTOMER_ID));
    anonymous = supabaseAs(server.url);
  });
  afterAll(() => server?.close());

  const deletedItem = async (table: string, recordId: string) => {
    const { data, error } = await admin
      .from('deleted_items')
      .select('id, table_name, record_id, label, deleted_by_email')
      .eq('table_name', table)
      .eq('record_id', recordId)
      .maybeSingle<DeletedItem>();
    expect(error).toBeNull();
    return data;
  };
  const auditActions = async (kind: string, recordId: string) =>
    (
      await t.db.query<{ action: string }>(
        'select action from audit_log where record_kind = $1 and record_id = $2 order by id',
        [kind, recordId],
      )
    ).map((row) => row.action);

  it('takes a deleted blog post off the site, lists it for administrators only, and restores it as it was', async () => {
    const { data: post } = await admin
      .from('blogs')
      .insert({ title: 'Whiplash after a crash', slug: 'whiplash-after-a-crash', body: 'Rest.', is_published: true })
      .select('id')
      .single<{ id: string }>();
    const id = post?.id ?? '';
    expect((await anonymous.from('blogs').select('id').eq('slug', 'whiplash-after-a-crash')).data).toHaveLength(1);

    expect((await admin.from('blogs').delete().eq('id', id)).error).toBeNull();
    expect((await anonymous.from('blogs').select('id').eq('slug', 'whiplash-after-a-crash')).data).toEqual([]);
    const item = await deletedItem('blogs', id);
    expect(item).toMatchObject({ label: 'Whiplash after a crash', deleted_by_email: 'admin@demo.test' });
    // Customers see no trash and cannot restore.
    expect((await customer.from('deleted_items').select('id')).data).toEqual([]);
    const refused = await customer.rpc('restore_deleted_item', { item_id: item?.id });
    expect(refused.error?.message).toBe('Only administrators can restore deleted items.');

    const restored = await admin.rpc('restore_deleted_item', { item_id: item?.id });
    expect(restored.error).toBeNull();
    const { data: back } = await anonymous
      .from('blogs')
      .select('id, title, body, is_published')
      .eq('slug', 'whiplash-after-a-crash')
      .single();
    expect(back).toEqual({ id, title: 'Whiplash after a crash', body: 'Rest.', is_published: true });
    expect(await deletedItem('blogs', id)).toBeNull();
    expect(await auditActions('blogs', id)).toEqual(['blogs.insert', 'blogs.delete', 'blogs.insert', 'blogs.restore']);

    const twice = await admin.rpc('restore_deleted_item', { item_id: item?.id });
    expect(twice.error?.message).toBe(
      'That deleted item is no longer kept: it was restored already or removed after 30 days.',
    );
  });

  it('frees a slug at once and refuses a restore that would take it back, with a sentence', async () => {
    const { data: page } = await admin
      .from('cms_pages')
      .insert({ title: 'Privacy', slug: 'privacy-notice-test', body: 'Old.' })
      .select('id')
      .single<{ id: string }>();
    await admin.from('cms_pages').delete().eq('id', page?.id);
    const reused = await admin.from('cms_pages').insert({ title: 'Privacy (new)', slug: 'privacy-notice-test' });
    expect(reused.error).toBeNull();
    const item = await deletedItem('cms_pages', page?.id ?? '');
    const refused = await admin.rpc('restore_deleted_item', { item_id: item?.id });
    expect(refused.error?.message).toBe(
      'Another page now has the name or address of "Privacy"; rename or delete it, then restore.',
    );
  });

  it('restores a service and a category, and keeps nothing of a delete the rules refuse', async () => {
    const { data: category } = await admin
      .from('service_categories')
      .insert({ name: 'Undo test category' })
      .select('id')
      .single<{ id: number }>();
    const { data: sub } = await admin
      .from('service_categories')
      .insert({ name: 'Undo test subcategory', parent_id: category?.id })
      .select('id')
      .single<{ id: number }>();
    const { data: service } = await admin
      .from('services')
      .insert({ name: 'Undo test service', category_id: sub?.id })
      .select('id')
      .single<{ id: number }>();

    const inUse = await admin
      .from('service_categories')
      .delete()
      .eq('id', category?.id ?? 0);
    expect(inUse.error).not.toBeNull();
    expect(await deletedItem('service_categories', String(category?.id))).toBeNull();

    await admin
      .from('services')
      .delete()
      .eq('id', service?.id ?? 0);
    await admin
      .from('service_categories')
      .delete()
      .eq('id', sub?.id ?? 0);
    const serviceItem = await deletedItem('services', String(service?.id));
    const early = await admin.rpc('restore_deleted_item', { item_id: serviceItem?.id });
    expect(early.error?.message).toBe(
      'The service "Undo test service" belongs to a category that is deleted too; restore that category first.',
    );
    const subItem = await deletedItem('service_categories', String(sub?.id));
    expect((await admin.rpc('restore_deleted_item', { item_id: subItem?.id })).error).toBeNull();
    expect((await admin.rpc('restore_deleted_item', { item_id: serviceItem?.id })).error).toBeNull();
    const { data: services } = await anonymous
      .from('services')
      .select('name, category_id')
      .eq('id', service?.id ?? 0);
    expect(services).toEqual([{ name: 'Undo test service', category_id: sub?.id }]);
    expect(await auditActions('services', String(service?.id))).toContain('services.restore');
  });

  it('refuses a restore after 30 days, and the housekeeping job removes what is older', async () => {
    const { data: post } = await admin
      .from('blogs')
      .insert({ title: 'Old news', slug: 'old-news-undo-test' })
      .select('id')
      .single<{ id: string }>();
    const { data: recent } = await admin
      .from('blogs')
      .insert({ title: 'Recent news', slug: 'recent-news-undo-test' })
      .select('id')
      .single<{ id: string }>();
    await admin.from('blogs').delete().in('id', [post?.id, recent?.id]);
    const now = new Date();
    const day = 24 * 60 * 60_000;
    await t.db.query('update deleted_items set deleted_at = $2 where record_id = $1', [
      post?.id,
      new Date(now.getTime() - 31 * day),
    ]);
    await t.db.query('update deleted_items set deleted_at = $2 where record_id = $1', [
      recent?.id,
      new Date(now.getTime() - 29 * day),
    ]);
    const old = await deletedItem('blogs', post?.id ?? '');
    const refused = await admin.rpc('restore_deleted_item', { item_id: old?.id });
    expect(refused.error?.message).toBe('"Old news" was deleted more than 30 days ago and can no longer be restored.');

    const logger: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    await housekeepingJob({ uploadsDir: uploadsDirIn(tempDataDir()) }).run({ db: t.db, now, logger });
    expect(await deletedItem('blogs', post?.id ?? '')).toBeNull();
    expect(await deletedItem('blogs', recent?.id ?? '')).not.toBeNull();
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('1 deleted items past their 30 days'));
  });
});
