import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDriver } from '../testing/describe-each-driver';
import { type ListeningApp, listen } from '../testing/listen';
import { accessTokenFor, DEMO_ADMIN_ID, DEMO_CUSTOMER_ID, jsonHeaders } from '../testing/sign-in';
import { supabaseAs } from '../testing/supabase-client';

interface AuditRow {
  id: number;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  record_kind: string;
  record_id: string | null;
  detail: { name?: string; changed?: string[] };
}

// The audit log (issue 26) as an administrator and the people it protects meet it through
// supabase-js: what an administrator changes or looks at is there, and nobody can take it back.
describeEachDriver('the audit log', (t) => {
  let server: ListeningApp;
  let admin: SupabaseClient;
  let customer: SupabaseClient;

  const latest = async (action: string) => {
    const { data, error } = await admin
      .from('audit_log')
      .select('id, actor_id, actor_email, action, record_kind, record_id, detail')
      .eq('action', action)
      .order('id', { ascending: false })
      .limit(1)
      .maybeSingle<AuditRow>();
    expect(error).toBeNull();
    return data;
  };

  beforeAll(async () => {
    server = await listen(() => t.app());
    admin = supabaseAs(server.url, await accessTokenFor(t.db, DEMO_ADMIN_ID));
    customer = supabaseAs(server.url, await accessTokenFor(t.db, DEMO_CUSTOMER_ID));
  });
  afterAll(() => server?.close());

  it("records an administrator's change through the gateway with who, what and which columns", async () => {
    const { data: category, error } = await admin
      .from('service_categories')
      .insert({ name: 'Audit trail category' })
      .select('id')
      .single<{ id: number }>();
    expect(error).toBeNull();
    await admin.from('service_categories').update({ name: 'Audit trail category, renamed' }).eq('id', category?.id);

    const added = await latest('service_categories.insert');
    expect(added).toMatchObject({
      actor_id: DEMO_ADMIN_ID,
      actor_email: 'admin@demo.test',
      record_kind: 'service_categories',
      record_id: String(category?.id),
      detail: { name: 'Audit trail category' },
    });
    const renamed = await latest('service_categories.update');
    expect(renamed?.detail).toEqual({ name: 'Audit trail category, renamed', changed: ['name'] });
  });

  it('records a notification an administrator sends through the rpc function', async () => {
    const { data, error } = await admin.rpc('create_system_notification', {
      notification_title: 'Maintenance tonight',
      notification_message: 'Bookings pause from 1 to 2 am.',
      notification_type: 'warning',
    });
    expect(error).toBeNull();
    expect(await latest('system_notifications.insert')).toMatchObject({
      actor_id: DEMO_ADMIN_ID,
      record_kind: 'system_notifications',
      record_id: String((data as { id: number }).id),
      detail: { name: 'Maintenance tonight' },
    });
  });

  it("records an administrator's review of a business", async () => {
    const [provider] = await t.db.query<{ id: number }>('select id from service_providers order by id limit 1');
    const reviewed = await admin
      .from('service_providers')
      .update({ verification_status: 'rejected' })
      .eq('id', provider?.id);
    expect(reviewed.error).toBeNull();
    expect(await latest('service_providers.update')).toMatchObject({
      record_id: String(provider?.id),
      detail: { changed: ['verification_status'] },
    });
  });

  it("records an administrator's look at a person's details", async () => {
    const token = await accessTokenFor(t.db, DEMO_ADMIN_ID);
    const response = await t.app().request(`/api/v1/admin/users/${DEMO_CUSTOMER_ID}`, { headers: jsonHeaders(token) });
    expect(response.status).toBe(200);
    expect(await latest('profiles.view')).toMatchObject({
      actor_id: DEMO_ADMIN_ID,
      record_kind: 'profiles',
      record_id: DEMO_CUSTOMER_ID,
      detail: { name: 'customer@demo.test' },
    });
  });

  it('lets no one change or remove a line, administrators included', async () => {
    const line = await latest('service_categories.insert');
    expect(line).not.toBeNull();

    const edited = await admin.from('audit_log').update({ action: 'nothing.happened' }).eq('id', line?.id);
    expect(edited.error?.code).toBe('42501');
    const removed = await admin.from('audit_log').delete().eq('id', line?.id);
    expect(removed.error?.code).toBe('42501');
    const forged = await admin.from('audit_log').insert({ action: 'nothing.happened', record_kind: 'x' });
    expect(forged.error?.code).toBe('42501');

    await expect(
      t.db.query('update public.audit_log set action = $1 where id = $2', ['x.y', line?.id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query('delete from public.audit_log where id = $1', [line?.id])).rejects.toThrow(/append-only/);
    await expect(t.db.query('truncate public.audit_log')).rejects.toThrow(/append-only/);
    expect((await latest('service_categories.insert'))?.id).toBe(line?.id);
  });

  it('shows customers nothing of it', async () => {
    const { data, error } = await customer.from('audit_log').select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});
