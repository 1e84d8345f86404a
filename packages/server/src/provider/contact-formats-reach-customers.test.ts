import { expect, it } from 'vitest';
import { apiCaller, orthopedicsIn, TAMPA } from '../testing/api-caller';
import { describeEachDriver } from '../testing/describe-each-driver';
import { createTestBusiness, createTestCustomer } from '../testing/test-business';
import { testClock } from '../testing/test-clock';

interface Profile {
  business_name: string;
  website: string | null;
  phone: string | null;
  email: string | null;
  description: string;
  experience: string;
  education: string;
  logo_url: string | null;
  video_url: string | null;
  locations: { id: number; hours: unknown; services: { id: number }[] }[];
}

// A provider types a phone number and a website as people do; the customer's search and View
// Profile get one stored form: E.164 for the phone (its tel: link) and https:// for the website.
describeEachDriver('contact details a provider types, as customers get them', (t) => {
  const clock = testClock(new Date('2026-06-15T14:00:00Z'));
  const call = apiCaller(t, clock.now);

  it('stores the phone in E.164 and adds https:// to a website typed without a scheme', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now });
    const customer = await createTestCustomer(t.db, { now: clock.now });
    const profile = (await call('GET', 'provider/profile', business.user.token)).body.data as Profile;
    const saved = await call('PUT', 'provider/profile', business.user.token, {
      business_name: profile.business_name,
      website: 'quinn-clinic.example',
      phone: '(305) 555-0199',
      email: profile.email ?? '',
      description: profile.description,
      experience: profile.experience,
      education: profile.education,
      logo: profile.logo_url,
      video_url: profile.video_url ?? '',
      locations: profile.locations.map((location) => ({
        id: location.id,
        hours: location.hours,
        service_ids: location.services.map((service) => service.id),
      })),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ website: 'https://quinn-clinic.example', phone: '+13055550199' });

    const found = (await call('POST', 'find_service_api', customer.token, orthopedicsIn(TAMPA))).body.data as {
      business_provider_id: number;
      website: string | null;
      phone: string | null;
    }[];
    expect(found.find((provider) => provider.business_provider_id === business.providerId)).toMatchObject({
      website: 'https://quinn-clinic.example',
      phone: '+13055550199',
    });
  });

  it("stores a customer's own phone number in E.164 from the profile screen", async () => {
    const customer = await createTestCustomer(t.db, { now: clock.now });
    const answer = await call('PATCH', 'updateUserById', customer.token, {
      user_id: customer.id,
      name: 'Casey Test',
      phone: '305 555 0142',
    });
    expect(answer).toMatchObject({ status: 200, body: { data: { phone: '+13055550142' } } });
  });
});
