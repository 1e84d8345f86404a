import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clientFor, testProvider } from '../testing/billing';
import { describeEachDriver } from '../testing/describe-each-driver';
import { type ListeningApp, listen } from '../testing/listen';
import { accessTokenFor, DEMO_ADMIN_ID, jsonHeaders } from '../testing/sign-in';
import { supabaseAs } from '../testing/supabase-client';
import { testClock } from '../testing/test-clock';
import { createTestUser } from '../testing/test-users';

// What a customer or a provider does reaches the admin's bell as an item that names what it is
// about (kind and target, migration 0036), read as the admin area reads it: supabase-js.
describeEachDriver("the admin's bell items name what they are about", (t) => {
  const clock = testClock(new Date('2026-11-21T12:00:00Z'));
  let server: ListeningApp;
  let admin: SupabaseClient;

  const bellItem = async (title: string) => {
    const { data, error } = await admin
      .from('system_notifications')
      .select('title, kind, target')
      .eq('title', title)
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    expect(error).toBeNull();
    return data;
  };

  beforeAll(async () => {
    server = await listen(() => t.app({ now: clock.now }));
    admin = supabaseAs(server.url, await accessTokenFor(t.db, DEMO_ADMIN_ID, clock.now));
  });
  afterAll(() => server?.close());

  it("a customer's urgent concern points at the concern", async () => {
    const { id } = await createTestUser(t.db, { name: 'Robin Urgent' });
    const response = await fetch(`${server.url}/api/v1/raise_concern`, {
      method: 'POST',
      headers: jsonHeaders(await accessTokenFor(t.db, id, clock.now)),
      body: JSON.stringify({ user_id: id, title: 'Wrong leg x-rayed', description: 'Help', priority: 'urgent' }),
    });
    expect(response.status).toBe(200);
    const concern = (await response.json()) as { data: { id: number } };
    expect(await bellItem('Urgent concern raised')).toEqual({
      title: 'Urgent concern raised',
      kind: 'urgentConcern',
      target: String(concern.data.id),
    });
  });

  it("a provider's new event points at the event awaiting review", async () => {
    const owner = await testProvider(t.db, { businessId: 21 });
    const provider = clientFor(t.app({ now: clock.now }), t.db, owner.id, clock.now);
    const created = await provider.post('/provider/events', {
      title: 'Back pain workshop',
      description: 'Exercises after a car accident.',
      date: '2026-12-05',
      time: '18:00',
      location: '1200 Biscayne Blvd, Miami',
      maxAttendees: 5,
    });
    expect(created.status).toBe(201);
    expect(await bellItem('Event awaiting approval')).toEqual({
      title: 'Event awaiting approval',
      kind: 'eventPending',
      target: created.body.data.id,
    });
  });

  it('a notification an admin sends by hand points nowhere', async () => {
    const sent = await admin.rpc('create_system_notification', {
      notification_title: 'Maintenance tonight',
      notification_message: 'The site is down from 2 to 3 AM.',
      notification_type: 'info',
    });
    expect(sent.error).toBeNull();
    expect(await bellItem('Maintenance tonight')).toEqual({ title: 'Maintenance tonight', kind: null, target: null });
  });
});
