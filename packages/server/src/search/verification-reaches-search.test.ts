import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDriver } from '../testing/describe-each-driver';
import { type ListeningApp, listen } from '../testing/listen';
import { accessTokenFor, DEMO_ADMIN_ID, DEMO_CUSTOMER_ID, DEMO_PROVIDER_ID, jsonHeaders } from '../testing/sign-in';
import { supabaseAs } from '../testing/supabase-client';

// Medical → Specialists → Orthopedics in Miami, where the demo provider's business (1) is listed.
const ORTHOPEDICS_IN_MIAMI = {
  category_id: 1,
  speciality_group_id: 5,
  speciality_id: 6,
  country_id: 1,
  state_id: 9,
  city: 31,
};
const DEMO_BUSINESS = 1;

// The admin's Verify/Unverify (supabase-js, as the Users screen sends it) ends in what a customer's
// search says about the business: one verification, read by the search and its cache.
describeEachDriver("an administrator's Verify/Unverify reaches the customer's search", (t) => {
  let server: ListeningApp;
  let admin: SupabaseClient;
  let customerToken = '';

  const verifiedInSearch = async () => {
    const response = await fetch(`${server.url}/api/v1/find_service_api`, {
      method: 'POST',
      headers: jsonHeaders(customerToken),
      body: JSON.stringify(ORTHOPEDICS_IN_MIAMI),
    });
    const body = (await response.json()) as { data: { business_provider_id: number; verified: boolean }[] };
    return body.data.find((provider) => provider.business_provider_id === DEMO_BUSINESS)?.verified;
  };
  const setVerified = async (isVerified: boolean) => {
    const { error } = await admin.from('profiles').update({ is_verified: isVerified }).eq('id', DEMO_PROVIDER_ID);
    expect(error).toBeNull();
  };
  const adminRow = async () => {
    const { data } = await admin
      .from('profiles')
      .select('is_verified, service_providers(verification_status)')
      .eq('id', DEMO_PROVIDER_ID)
      .single();
    return data as { is_verified: boolean; service_providers: { verification_status: string }[] };
  };

  beforeAll(async () => {
    server = await listen(() => t.app());
    admin = supabaseAs(server.url, await accessTokenFor(t.db, DEMO_ADMIN_ID));
    customerToken = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
  });
  afterAll(() => server?.close());

  it('unverifying the account takes Verified off its business in the next search, and verifying puts it back', async () => {
    // Searched first, so the answer is cached when the admin acts.
    expect(await verifiedInSearch()).toBe(true);
    await setVerified(false);
    expect(await verifiedInSearch()).toBe(false);
    expect(await adminRow()).toEqual({ is_verified: false, service_providers: [{ verification_status: 'pending' }] });

    await setVerified(true);
    expect(await verifiedInSearch()).toBe(true);
    expect(await adminRow()).toEqual({ is_verified: true, service_providers: [{ verification_status: 'verified' }] });
  });

  it('verifies a business under review whose account is already confirmed (the admin sends the same flag again)', async () => {
    await t.db.query("update service_providers set verification_status = 'pending' where id = $1", [DEMO_BUSINESS]);
    expect(await verifiedInSearch()).toBe(false);
    await setVerified(true);
    expect(await verifiedInSearch()).toBe(true);
  });

  it("does not verify a business when the account's own e-mail confirmation sets the flag", async () => {
    await t.db.query("update service_providers set verification_status = 'pending' where id = $1", [DEMO_BUSINESS]);
    try {
      await t.db.query('update users set is_verified = false where id = $1', [DEMO_PROVIDER_ID]);
      await t.db.query('update users set is_verified = true where id = $1', [DEMO_PROVIDER_ID]);
      expect(await verifiedInSearch()).toBe(false);
    } finally {
      await setVerified(true);
    }
  });

  it('lets no one but an administrator verify', async () => {
    const provider = supabaseAs(server.url, await accessTokenFor(t.db, DEMO_PROVIDER_ID));
    await setVerified(false);
    try {
      const { data } = await provider
        .from('profiles')
        .update({ is_verified: true })
        .eq('id', DEMO_PROVIDER_ID)
        .select();
      expect(data ?? []).toEqual([]);
      expect(await verifiedInSearch()).toBe(false);
    } finally {
      await setVerified(true);
    }
  });
});
