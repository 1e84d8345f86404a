import { expect, it } from 'vitest';
import { type ApiAnswer, orthopedicsIn, TAMPA, tampaPlace } from '../testing/api-caller';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { latestMail } from '../testing/dev-mail';
import { accessTokenFor } from '../testing/sign-in';
import { createTestBusiness, createTestCustomer, type TestBusiness } from '../testing/test-business';
import { testClock } from '../testing/test-clock';
import { pngImage } from '../testing/test-images';
import { tempDataDir, uploadFile } from '../testing/uploads';
import { completeEndedBookings } from './booking-jobs';

// Monday 2026-03-16, 10:00 in Tampa (EDT, UTC-4).
const MONDAY_10AM = new Date('2026-03-16T14:00:00Z');
const NEXT_MONDAY = '2026-03-23';
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const OPEN = { open: '09:00', close: '17:00', isClosed: false };

interface Profile {
  id: number;
  business_name: string;
  website: string | null;
  phone: string | null;
  email: string | null;
  description: string;
  experience: string;
  education: string;
  logo_url: string | null;
  video_url: string | null;
  map_tile_url: string | null;
  locations: {
    id: number;
    address: string;
    street: string;
    city: string;
    hours: Record<string, { open: string; close: string; isClosed: boolean }>;
    services: { id: number; name: string }[];
    service_options: { id: number; name: string }[];
  }[];
}
interface Found {
  business_provider_id: number;
  service_provided: Record<string, { address: string }>;
  business_name: string;
  bio: string;
  experience: string;
  education: string;
  email: string | null;
  phone: string | null;
  website: string | null;
}
interface ProviderAppointment {
  booking_id: string;
  date: string;
  slot: string;
  status: number;
  timing: string;
  customer: { name: string; email: string; phone: string | null };
  cancel_reason: string | null;
}

describeEachDriver('the provider’s workspace', (t) => {
  const clock = testClock(MONDAY_10AM);
  const dataDir = tempDataDir();
  const call = async (method: string, path: string, token: string | undefined, body?: unknown): Promise<ApiAnswer> => {
    const response = await t.app({ now: clock.now, config: { dataDir } }).request(`/api/v1/${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const mailbox = () => t.app({ now: clock.now, config: { dataDir } });
  const search = async (token: string) =>
    (await call('POST', 'find_service_api', token, orthopedicsIn(TAMPA))).body.data as Found[];
  const profileOf = async (business: TestBusiness) => {
    const answer = await call('GET', 'provider/profile', business.user.token);
    expect(answer.status).toBe(200);
    expectContractResponse('getBusinessProfile', 200, answer.body);
    return answer.body.data as Profile;
  };
  /** The profile as the edit form sends it back, with changes. */
  const edited = (profile: Profile, changes: Record<string, unknown> = {}, hours?: Record<string, unknown>) => ({
    business_name: profile.business_name,
    website: profile.website ?? '',
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    description: profile.description,
    experience: profile.experience,
    education: profile.education,
    logo: profile.logo_url,
    video_url: profile.video_url ?? '',
    locations: profile.locations.map((location) => ({
      id: location.id,
      hours: { ...location.hours, ...hours },
      service_ids: location.services.map((service) => service.id),
    })),
    ...changes,
  });
  const save = (business: TestBusiness, body: unknown) => call('PUT', 'provider/profile', business.user.token, body);
  const book = (who: { id: string; token: string }, business: TestBusiness, date: string, slot: string) =>
    call('POST', 'bookSlot', who.token, {
      provider_id: business.providerId,
      address: business.address,
      date,
      slot,
      user_id: who.id,
    });
  const appointments = async (business: TestBusiness) => {
    const answer = await call('GET', 'provider/appointments', business.user.token);
    expect(answer.status).toBe(200);
    expectContractResponse('listProviderAppointments', 200, answer.body);
    return answer.body as { upcoming: ProviderAppointment[]; past: ProviderAppointment[]; new_booking_status: string };
  };

  it('shows the business profile and saves it; the next search shows the change', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now });
    const customer = await createTestCustomer(t.db, { now: clock.now });
    const profile = await profileOf(business);
    expect(profile).toMatchObject({
      business_name: 'Test Orthopedics',
      website: 'https://test-ortho.example',
      description: 'Orthopedics for tests.',
      logo_url: null,
      video_url: null,
      map_tile_url: null,
      locations: [
        {
          address: business.address,
          city: 'Tampa',
          hours: Object.fromEntries(WEEKDAYS.map((day) => [day, OPEN])),
          services: [{ id: 6, name: 'Orthopedics' }],
        },
      ],
    });
    expect(profile.locations[0]?.service_options.map((service) => service.name)).toEqual([
      'Cardiology',
      'Dermatology',
      'Neurology',
      'Orthopedics',
      'Physical Therapy',
    ]);
    expect(
      (await search(customer.token)).find((p) => p.business_provider_id === business.providerId)?.business_name,
    ).toBe('Test Orthopedics');

    const saved = await save(
      business,
      edited(profile, {
        business_name: '  Bayshore Bone & Joint ',
        description: 'Knees, hips and backs after accidents.',
        experience: ' 12 years in trauma orthopedics. ',
        education: 'MD, University of South Florida',
        video_url: 'https://youtu.be/dQw4w9WgXcQ',
        website: '',
        locations: [{ id: profile.locations[0]?.id, hours: profile.locations[0]?.hours, service_ids: [6, 7] }],
      }),
    );
    expect(saved.status).toBe(200);
    expectContractResponse('updateBusinessProfile', 200, saved.body);
    expect(saved.body).toMatchObject({
      message: 'Profile updated successfully!',
      data: {
        business_name: 'Bayshore Bone & Joint',
        website: null,
        video_url: 'https://youtu.be/dQw4w9WgXcQ',
        experience: '12 years in trauma orthopedics.',
      },
      outside_hours: [],
    });
    // The customer's search (and its View Profile) shows the new fields, Experience and Education too.
    const found = (await search(customer.token)).find((p) => p.business_provider_id === business.providerId);
    expect(found).toMatchObject({
      business_name: 'Bayshore Bone & Joint',
      bio: 'Knees, hips and backs after accidents.',
      experience: '12 years in trauma orthopedics.',
      education: 'MD, University of South Florida',
      website: null,
    });
    // Neurology (7) is offered now, so a search for it finds the business.
    const neurology = await call('POST', 'find_service_api', customer.token, {
      ...orthopedicsIn(TAMPA),
      speciality_id: 7,
    });
    expect((neurology.body.data as Found[]).map((p) => p.business_provider_id)).toContain(business.providerId);
  });

  it('adds, moves and removes locations: the customer search follows at once, and bookings are handled first', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now });
    const customer = await createTestCustomer(t.db, { now: clock.now });
    const place = tampaPlace;
    const addresses = async () =>
      Object.values(
        (await search(customer.token)).find((p) => p.business_provider_id === business.providerId)?.service_provided ??
          {},
      ).map((location) => location.address);
    expect(await addresses()).toEqual([business.address]);

    // Checked as in registration: the one offline geocoder and its sentences.
    expect(await call('POST', 'provider/locations', business.user.token, place('1 Bay St', '00000'))).toEqual({
      status: 400,
      body: { status: 400, message: 'ZIP code 00000 does not exist.' },
    });
    expect((await call('POST', 'provider/locations', business.user.token, place('1 Bay St', '30301'))).body).toEqual({
      status: 400,
      message: 'ZIP code 30301 is in GA, not FL.',
    });
    const added = await call('POST', 'provider/locations', business.user.token, place('500 Bayshore Blvd'));
    expect(added.status).toBe(200);
    expectContractResponse('addProviderLocation', 200, added.body);
    const withTwo = added.body.data as Profile;
    const [first, second] = withTwo.locations;
    expect(second).toMatchObject({ address: '500 Bayshore Blvd, Tampa, FL 33606', street: '500 Bayshore Blvd' });
    // It takes the first location's hours and services.
    expect(second?.hours).toEqual(first?.hours);
    expect(second?.services).toEqual(first?.services);
    expect((await call('POST', 'provider/locations', business.user.token, place(' 500  BAYSHORE blvd'))).body).toEqual({
      status: 400,
      message: 'This address is already location 2.',
    });
    expect(await addresses()).toEqual([business.address, '500 Bayshore Blvd, Tampa, FL 33606']);

    // A booking at the new address holds it in place until the provider cancels it.
    const secondId = second?.id ?? 0;
    const booked = await call('POST', 'bookSlot', customer.token, {
      provider_id: business.providerId,
      address: '500 Bayshore Blvd, Tampa, FL 33606',
      date: NEXT_MONDAY,
      slot: '09:00 AM - 10:00 AM',
      user_id: customer.id,
    });
    expect(booked.status).toBe(200);
    const bookingId = (booked.body.data as { booking_id: string }).booking_id;
    expect(
      await call('PUT', `provider/locations/${secondId}`, business.user.token, place('600 Bayshore Blvd')),
    ).toEqual({
      status: 400,
      body: {
        status: 400,
        message:
          'This location has an upcoming appointment at its current address. Cancel it under Appointments first, or add the new address as another location.',
      },
    });
    expect(await call('DELETE', `provider/locations/${secondId}`, business.user.token)).toEqual({
      status: 400,
      body: {
        status: 400,
        message:
          'This location has an upcoming appointment. Cancel it under Appointments first (the customers are told by e-mail), then remove the location.',
      },
    });
    // Its Google My Business link changes without moving it.
    const linked = await call('PUT', `provider/locations/${secondId}`, business.user.token, {
      ...place('500 Bayshore Blvd'),
      googleMyBusinessLink: 'https://g.page/bayshore',
    });
    expect((linked.body.data as Profile).locations[1]).toMatchObject({
      google_my_business_link: 'https://g.page/bayshore',
    });

    expect(
      (
        await call('POST', `provider/appointments/${bookingId}`, business.user.token, {
          action: 'cancel',
          reason: 'We are moving.',
        })
      ).status,
    ).toBe(200);
    const moved = await call('PUT', `provider/locations/${secondId}`, business.user.token, place('600 Bayshore Blvd'));
    expect(moved.body).toMatchObject({ message: 'Location updated.' });
    expectContractResponse('updateProviderLocation', 200, moved.body);
    expect(await addresses()).toEqual([business.address, '600 Bayshore Blvd, Tampa, FL 33606']);

    const removed = await call('DELETE', `provider/locations/${secondId}`, business.user.token);
    expectContractResponse('removeProviderLocation', 200, removed.body);
    expect((removed.body.data as Profile).locations.map((location) => location.id)).toEqual([first?.id]);
    expect(await addresses()).toEqual([business.address]);
    // The customer's history keeps the cancelled booking at the removed location.
    const history = await call('GET', `find_slots_api/${customer.id}`, customer.token);
    expect((history.body.past as { booking_id: string }[]).map((a) => a.booking_id)).toContain(bookingId);

    expect(await call('DELETE', `provider/locations/${first?.id}`, business.user.token)).toEqual({
      status: 400,
      body: {
        status: 400,
        message: 'Your business needs at least one location. Add another before removing this one.',
      },
    });
    const other = await createTestBusiness(t.db, { now: clock.now });
    expect((await call('DELETE', `provider/locations/${first?.id}`, other.user.token)).body).toEqual({
      status: 404,
      message: 'That location is not one of your business’s.',
    });
    expect((await call('POST', 'provider/locations', customer.token, place('1 Bay St'))).status).toBe(403);
    // The removed address can be added again.
    expect((await call('POST', 'provider/locations', business.user.token, place('600 Bayshore Blvd'))).status).toBe(
      200,
    );
  });

  it('embeds frames only from the YouTube and Vimeo players, and map tiles only when MAP_TILE_URL is set', async () => {
    const policy = async (mapTileUrl: string | null) => {
      const response = await t.app({ config: { mapTileUrl } }).request('/api/v1/health');
      return (response.headers.get('content-security-policy') ?? '').split('; ');
    };
    const without = await policy(null);
    expect(without).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(without).toContain("img-src 'self' data: blob:");
    const withTiles = await policy('https://tiles.example.org/{z}/{x}/{y}.png');
    expect(withTiles).toContain("img-src 'self' data: blob: https://tiles.example.org");
    const business = await createTestBusiness(t.db, { now: clock.now });
    const answer = await t
      .app({ now: clock.now, config: { mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' } })
      .request('/api/v1/provider/profile', { headers: { authorization: `Bearer ${business.user.token}` } });
    expect(((await answer.json()) as { data: Profile }).data.map_tile_url).toBe(
      'https://tiles.example.org/{z}/{x}/{y}.png',
    );
  });

  it('refuses a profile it cannot save, with a sentence', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now });
    const other = await createTestBusiness(t.db, { now: clock.now });
    const profile = await profileOf(business);
    const location = profile.locations[0];
    const cases: [Record<string, unknown>, Record<string, unknown> | undefined, string][] = [
      [{ business_name: '  ' }, undefined, 'Business name is required'],
      [{ email: 'desk@nowhere' }, undefined, 'Email format is invalid'],
      [{ email: 'desk@test-ortho.example, boss@elsewhere.example' }, undefined, 'Email format is invalid'],
      [{ email: '"<b>desk</b>"@test-ortho..example' }, undefined, 'Email format is invalid'],
      [{ phone: '555' }, undefined, 'Enter the phone number with at least 10 digits, e.g. +1 (305) 555-0101.'],
      [{ website: 'test ortho' }, undefined, 'Enter the website as a web address, e.g. www.example.com.'],
      [{ video_url: 'https://example.com/video.mp4' }, undefined, 'The video link must be a YouTube or Vimeo link.'],
      [
        { logo: '/uploads/0b8e0c9e-4f5d-4c1e-9f0a-2d6b8e4c7a11.png' },
        undefined,
        'The logo must be an image you uploaded.',
      ],
      [
        {},
        { monday: { open: '17:00', close: '09:00', isClosed: false } },
        `${location?.address} — Monday: closing time must be at least an hour after opening time.`,
      ],
      [
        {},
        Object.fromEntries(WEEKDAYS.map((day) => [day, { open: '', close: '', isClosed: true }])),
        `${location?.address} must be open on at least one day.`,
      ],
      [
        { locations: [{ id: location?.id, hours: location?.hours, service_ids: [] }] },
        undefined,
        `Choose at least one service for ${location?.address}.`,
      ],
      [
        { locations: [{ id: location?.id, hours: location?.hours, service_ids: [1] }] },
        undefined,
        `Choose the services for ${location?.address} from its specialty’s list.`,
      ],
      [
        { locations: [{ id: other.locationId, hours: location?.hours, service_ids: [6] }] },
        undefined,
        'That location is not one of your business’s.',
      ],
    ];
    for (const [changes, hours, message] of cases) {
      const refused = await save(business, edited(profile, changes, hours));
      expect(refused).toEqual({ status: 400, body: { status: 400, message } });
    }
    expect((await profileOf(business)).business_name).toBe('Test Orthopedics');
  });

  it('takes a logo the provider uploaded', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now });
    const uploaded = await uploadFile(
      mailbox(),
      { bytes: pngImage(120, 120), name: 'logo.png', type: 'image/png' },
      {
        token: business.user.token,
      },
    );
    const path = ((await uploaded.json()) as { file: string }).file;
    const profile = await profileOf(business);
    const saved = await save(business, edited(profile, { logo: path }));
    expect(saved.body).toMatchObject({ data: { logo_url: path } });
    const [row] = await t.db.query<{ logo_upload: string }>('select logo_upload from service_providers where id = $1', [
      business.providerId,
    ]);
    expect(row?.logo_upload).toBe(path);
    // Someone else's upload is not theirs to use.
    const other = await createTestBusiness(t.db, { now: clock.now });
    expect((await save(other, edited(await profileOf(other), { logo: path }))).body.message).toBe(
      'The logo must be an image you uploaded.',
    );
  });

  it('changes the slots of future dates with the hours, keeps bookings and names those now outside them', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now });
    const customer = await createTestCustomer(t.db, { name: 'Morgan Early', now: clock.now });
    expect((await book(customer, business, NEXT_MONDAY, '09:00 AM - 10:00 AM')).status).toBe(200);
    expect((await book(customer, business, NEXT_MONDAY, '01:00 PM - 02:00 PM')).status).toBe(200);
    const slotsOn = async (day: string) => {
      const answer = await call('POST', 'get_slots_using_address', customer.token, {
        business_provider_id: business.providerId,
        address: business.address,
        day,
      });
      return (answer.body.time_slots as { start: string; end: string }[]).map((slot) => `${slot.start} - ${slot.end}`);
    };
    expect(await slotsOn('Monday')).toHaveLength(8);

    const saved = await save(
      business,
      edited(await profileOf(business), {}, { monday: { open: '07:30', close: '11:30', isClosed: false } }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.outside_hours).toEqual([
      {
        booking_id: expect.any(String),
        date: NEXT_MONDAY,
        slot: '09:00 AM - 10:00 AM',
        address: business.address,
        customer_name: 'Morgan Early',
      },
      {
        booking_id: expect.any(String),
        date: NEXT_MONDAY,
        slot: '01:00 PM - 02:00 PM',
        address: business.address,
        customer_name: 'Morgan Early',
      },
    ]);
    expect(await slotsOn('Monday')).toEqual([
      '07:30 AM - 08:30 AM',
      '08:30 AM - 09:30 AM',
      '09:30 AM - 10:30 AM',
      '10:30 AM - 11:30 AM',
    ]);
    expect(await slotsOn('Tuesday')).toHaveLength(8);
    expect((await book(customer, business, NEXT_MONDAY, '07:30 AM - 08:30 AM')).status).toBe(200);
    expect((await book(customer, business, NEXT_MONDAY, '03:00 PM - 04:00 PM')).body.message).toBe(
      'That time slot is not offered at this location. Please choose another slot.',
    );
    // The bookings made before stay as they were.
    const listed = await appointments(business);
    expect(listed.upcoming.map((a) => [a.slot, a.status])).toEqual([
      ['07:30 AM - 08:30 AM', 1],
      ['09:00 AM - 10:00 AM', 1],
      ['01:00 PM - 02:00 PM', 1],
    ]);
  });

  it('keeps a hidden business out of the search with its bookings, and shows e-mail and phone only when allowed', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now });
    const customer = await createTestCustomer(t.db, { now: clock.now });
    expect((await book(customer, business, NEXT_MONDAY, '10:00 AM - 11:00 AM')).status).toBe(200);
    const privacy = (flags: Record<string, boolean>) =>
      call('PUT', 'provider/settings/privacy', business.user.token, {
        profileVisible: true,
        showEmail: true,
        showPhone: true,
        allowMessages: true,
        ...flags,
      });
    const listed = async () =>
      (await search(customer.token)).find((p) => p.business_provider_id === business.providerId);
    expect(await listed()).toMatchObject({ email: 'desk@test-ortho.example', phone: '+1 (813) 555-0199' });

    expect(await privacy({ showEmail: false })).toEqual({
      status: 200,
      body: { status: 200, message: 'Privacy settings updated!' },
    });
    expect(await listed()).toMatchObject({ email: null, phone: '+1 (813) 555-0199' });
    await privacy({ showPhone: false });
    expect(await listed()).toMatchObject({ email: 'desk@test-ortho.example', phone: null });

    await privacy({ profileVisible: false });
    expect(await listed()).toBeUndefined();
    expect((await appointments(business)).upcoming).toHaveLength(1);
    const history = await call('GET', `find_slots_api/${customer.id}`, customer.token);
    expect(history.body.upcoming_count).toBe(1);
    await privacy({});
    expect(await listed()).toBeDefined();
  });

  it('keeps the settings: the account with a unique username and e-mail, and the notification preferences', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now });
    const other = await createTestBusiness(t.db, { now: clock.now });
    const settings = await call('GET', 'provider/settings', business.user.token);
    expectContractResponse('getProviderSettings', 200, settings.body);
    expect(settings.body.data).toEqual({
      profile: { firstName: 'Terry', lastName: 'Tester', username: '', email: business.user.email, phone: '' },
      notifications: {
        emailNotifications: true,
        smsNotifications: false,
        appointmentReminders: true,
        marketingEmails: false,
        systemUpdates: true,
      },
      privacy: { profileVisible: true, showEmail: true, showPhone: true, allowMessages: true },
      newBookingStatus: 'confirmed',
      smsConfigured: false,
    });
    const account = (changes: Record<string, string>, who = business) =>
      call('PUT', 'provider/settings/profile', who.user.token, {
        firstName: 'Terry',
        lastName: 'Tester',
        username: '',
        email: who.user.email,
        phone: '',
        ...changes,
      });
    const saved = await account({ firstName: ' Terry Ann ', username: 'terry.ann', phone: '+1 (813) 555-0142' });
    expect(saved.body).toEqual({
      status: 200,
      message: 'Profile updated successfully!',
      data: {
        firstName: 'Terry Ann',
        lastName: 'Tester',
        username: 'terry.ann',
        email: business.user.email,
        phone: '+18135550142',
      },
    });
    expect(await account({ username: 'TERRY.ANN' }, other)).toEqual({
      status: 409,
      body: { status: 409, message: 'That username is taken. Please choose another.' },
    });
    expect((await account({ email: business.user.email.toUpperCase() }, other)).body.message).toBe(
      'That e-mail address belongs to another account.',
    );
    expect((await account({ firstName: '' })).body.message).toBe('First name is required');
    expect((await account({ email: 'nope' })).body.message).toBe('Email format is invalid');
    expect((await account({ username: 'a b' })).body.message).toBe(
      'A username has 3 to 30 letters, digits, dots, dashes or underscores.',
    );

    const flags = {
      emailNotifications: false,
      smsNotifications: true,
      appointmentReminders: false,
      marketingEmails: true,
      systemUpdates: false,
    };
    expect(await call('PUT', 'provider/settings/notifications', business.user.token, flags)).toEqual({
      status: 200,
      body: { status: 200, message: 'Notification preferences updated!' },
    });
    const after = (await call('GET', 'provider/settings', business.user.token)).body.data as Record<string, unknown>;
    expect(after.notifications).toEqual(flags);
    expect(after.profile).toMatchObject({ firstName: 'Terry Ann', lastName: 'Tester', username: 'terry.ann' });
  });

  it('changes the password only with the current one, and signs out every other session', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now });
    const elsewhere = await accessTokenFor(t.db, business.user.id, clock.now);
    const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
      call('POST', 'provider/password', business.user.token, { currentPassword, newPassword, confirmPassword });
    const refused = (message: string) => ({ status: 400, body: { status: 400, message } });
    expect(await change('Demo1234!', 'Longer-pass-1', 'Longer-pass-2')).toEqual(refused('New passwords do not match'));
    expect(await change('Demo1234!', 'short')).toEqual(refused('Password must be at least 8 characters long'));
    expect(await change('not-it-at-all', 'Longer-pass-1')).toEqual(refused('Your current password is not correct.'));
    expect((await call('GET', 'provider/settings', elsewhere)).status).toBe(200);

    expect(await change('Demo1234!', 'Longer-pass-1')).toEqual({
      status: 200,
      body: { status: 200, message: 'Password changed successfully!' },
    });
    expect((await call('GET', 'provider/settings', elsewhere)).status).toBe(401);
    expect((await call('GET', 'provider/settings', business.user.token)).status).toBe(200);
    const login = (password: string) =>
      call('POST', 'login', undefined, { email: business.user.email, password, role: 'provider' });
    expect((await login('Demo1234!')).status).toBe(401);
    expect((await login('Longer-pass-1')).status).toBe(200);
    const customer = await createTestCustomer(t.db, { now: clock.now });
    expect(
      (
        await call('POST', 'provider/password', customer.token, {
          currentPassword: 'Demo1234!',
          newPassword: 'x'.repeat(9),
          confirmPassword: 'x'.repeat(9),
        })
      ).status,
    ).toBe(403);
  });

  it('takes at most 10 tries of the current password in 15 minutes', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now });
    const change = (currentPassword: string) =>
      call('POST', 'provider/password', business.user.token, {
        currentPassword,
        newPassword: 'Longer-pass-1',
        confirmPassword: 'Longer-pass-1',
      });
    for (let guess = 0; guess < 10; guess++) expect((await change(`guess-${guess}`)).status).toBe(400);
    const refused = await change('Demo1234!');
    expect(refused).toEqual({
      status: 429,
      body: { status: 429, message: 'Too many password changes were tried. Please wait a few minutes and try again.' },
    });
    clock.advance(15 * 60_000);
    try {
      expect((await change('Demo1234!')).status).toBe(200);
    } finally {
      // The suite's other tests read Monday 10:00.
      clock.advance(-15 * 60_000);
    }
  });

  it('lists who booked and lets the provider confirm, complete, mark a no-show or cancel with a reason', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now });
    const customer = await createTestCustomer(t.db, { name: 'Jordan Patient', now: clock.now });
    expect(
      await call('PUT', 'provider/settings/bookings', business.user.token, { newBookingStatus: 'pending' }),
    ).toEqual({ status: 200, body: { status: 200, message: 'Booking settings updated!' } });

    const requested = await book(customer, business, '2026-03-16', '11:00 AM - 12:00 PM');
    expect(requested.body).toMatchObject({ data: { booking_status: 0 } });
    const requestedId = (requested.body.data as { booking_id: string }).booking_id;
    expect((await latestMail(mailbox(), customer.email))?.subject).toBe(
      'Appointment requested: 2026-03-16, 11:00 AM - 12:00 PM',
    );
    const later = await book(customer, business, NEXT_MONDAY, '02:00 PM - 03:00 PM');
    const laterId = (later.body.data as { booking_id: string }).booking_id;

    const listed = await appointments(business);
    expect(listed.new_booking_status).toBe('pending');
    expect(listed.upcoming[0]).toMatchObject({
      booking_id: requestedId,
      date: '2026-03-16',
      slot: '11:00 AM - 12:00 PM',
      status: 0,
      timing: 'upcoming',
      customer: { name: 'Jordan Patient', email: customer.email, phone: null },
      cancel_reason: null,
    });
    const act = (bookingId: string, action: string, reason?: string, who = business) =>
      call('POST', `provider/appointments/${bookingId}`, who.user.token, {
        action,
        ...(reason === undefined ? {} : { reason }),
      });

    const confirmed = await act(requestedId, 'confirm');
    expect(confirmed.body).toMatchObject({ status: 200, message: 'Appointment confirmed.', data: { status: 1 } });
    expectContractResponse('updateProviderAppointment', 200, confirmed.body);
    expect((await latestMail(mailbox(), customer.email))?.text).toContain(
      'Dr. Terry Tester confirmed your appointment.',
    );
    expect((await act(requestedId, 'confirm')).body.message).toBe('Only a pending appointment can be confirmed.');
    expect((await act(requestedId, 'complete')).body.message).toBe(
      'An appointment can be marked completed or a no-show once its time has come.',
    );
    const other = await createTestBusiness(t.db, { now: clock.now });
    expect(await act(requestedId, 'complete', undefined, other)).toEqual({
      status: 403,
      body: { status: 403, message: 'This appointment is at another business.' },
    });

    expect(await act(laterId, 'cancel', '   ')).toEqual({
      status: 400,
      body: { status: 400, message: 'Give the customer a reason for cancelling.' },
    });
    const cancelled = await act(laterId, 'cancel', 'The doctor is away at a conference.');
    expect(cancelled.body).toMatchObject({ data: { status: 3, cancel_reason: 'The doctor is away at a conference.' } });
    const mail = await latestMail(mailbox(), customer.email);
    expect(mail?.subject).toBe(`Appointment cancelled by Dr. Terry Tester: ${NEXT_MONDAY}, 02:00 PM - 03:00 PM`);
    expect(mail?.text).toContain('Reason: The doctor is away at a conference.');
    expect(mail?.attachments[0]?.content).toContain('METHOD:CANCEL');
    // The slot is free again.
    const someoneElse = await createTestCustomer(t.db, { now: clock.now });
    expect((await book(someoneElse, business, NEXT_MONDAY, '02:00 PM - 03:00 PM')).status).toBe(200);

    // At 11:30 the 11:00 appointment has started: it can be completed or marked a no-show, not cancelled.
    clock.advance(90 * 60_000);
    business.user.token = await accessTokenFor(t.db, business.user.id, clock.now);
    expect((await act(requestedId, 'cancel', 'Too late')).body.message).toBe(
      'An appointment that has started can no longer be cancelled; mark it completed or a no-show.',
    );
    expect((await act(requestedId, 'noShow')).body).toMatchObject({
      message: 'Appointment marked as a no-show.',
      data: { status: 5 },
    });
    expect((await act(requestedId, 'noShow')).body.message).toBe('This appointment is already marked a no-show.');
    clock.advance(60 * 60_000);
    business.user.token = await accessTokenFor(t.db, business.user.id, clock.now);
    const after = await appointments(business);
    // Upcoming lists live bookings only: the cancelled one has moved to Past with the no-show.
    expect(after.upcoming.map((a) => a.status)).toEqual([0]);
    expect(after.past.map((a) => [a.booking_id, a.status, a.timing])).toEqual([
      [laterId, 3, 'upcoming'],
      [requestedId, 5, 'ended'],
    ]);
    const customerList = await call(
      'GET',
      `find_slots_api/${customer.id}`,
      await accessTokenFor(t.db, customer.id, clock.now),
    );
    expect((customerList.body.upcoming as unknown[]).length).toBe(0);
    expect((customerList.body.past as { booking_id: string }[]).map((a) => a.booking_id)).toEqual([
      laterId,
      requestedId,
    ]);
    expect(
      (await call('GET', 'provider/appointments', await accessTokenFor(t.db, customer.id, clock.now))).status,
    ).toBe(403);
  });

  it('records a no-show the next day over the completion job, and the customer can no longer review the visit', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now });
    const customer = await createTestCustomer(t.db, { now: clock.now });
    const atMonday10am = () => clock.advance(MONDAY_10AM.getTime() - clock.now().getTime());
    atMonday10am();
    const booked = await book(customer, business, '2026-03-16', '11:00 AM - 12:00 PM');
    const bookingId = (booked.body.data as { booking_id: string }).booking_id;
    const other = await book(customer, business, '2026-03-16', '12:00 PM - 01:00 PM');
    const otherId = (other.body.data as { booking_id: string }).booking_id;
    const act = (id: string, action: string) =>
      call('POST', `provider/appointments/${id}`, business.user.token, { action });
    const review = (id: string) =>
      call('POST', 'reviews', customer.token, { booking_id: id, rating: 5, text: 'Great visit.' });
    try {
      // Tuesday 09:00: the job completed both visits overnight.
      clock.advance(23 * 60 * 60_000);
      expect(await completeEndedBookings(t.db, clock.now())).toEqual(expect.arrayContaining([bookingId, otherId]));
      business.user.token = await accessTokenFor(t.db, business.user.id, clock.now);
      customer.token = await accessTokenFor(t.db, customer.id, clock.now);
      const listed = await appointments(business);
      expect(listed.past.find((a) => a.booking_id === bookingId)).toMatchObject({ status: 2, timing: 'ended' });

      expect((await review(otherId)).status).toBe(201);
      expect(await act(otherId, 'noShow')).toEqual({
        status: 400,
        body: { status: 400, message: 'The customer has reviewed this visit, so it cannot be marked a no-show.' },
      });
      const marked = await act(bookingId, 'noShow');
      expect(marked.body).toMatchObject({ message: 'Appointment marked as a no-show.', data: { status: 5 } });

      // The customer's side: the visit reads as not completed and cannot be reviewed.
      const history = await call('GET', `find_slots_api/${customer.id}`, customer.token);
      expect(history.body.past as { booking_id: string; booking_status: number }[]).toEqual(
        expect.arrayContaining([expect.objectContaining({ booking_id: bookingId, booking_status: 5 })]),
      );
      expect(await review(bookingId)).toEqual({
        status: 400,
        body: { status: 400, message: 'This appointment was marked as a no-show, so it cannot be reviewed.' },
      });

      // A mistaken no-show is corrected back within the week; after it, nothing changes any more.
      expect((await act(bookingId, 'complete')).body).toMatchObject({ data: { status: 2 } });
      clock.advance(7 * 24 * 60 * 60_000);
      business.user.token = await accessTokenFor(t.db, business.user.id, clock.now);
      expect(await act(bookingId, 'noShow')).toEqual({
        status: 400,
        body: { status: 400, message: 'How a visit went can be corrected for 7 days after it; this one is older.' },
      });
      const closed = await appointments(business);
      expect(closed.past.find((a) => a.booking_id === bookingId)).toMatchObject({ status: 2, timing: 'closed' });
    } finally {
      atMonday10am();
    }
  });

  it('tells the provider about bookings in the bell, and by e-mail while emailNotifications is on', async () => {
    const business = await createTestBusiness(t.db, { now: clock.now });
    const customer = await createTestCustomer(t.db, { name: 'Riley Booker', now: clock.now });
    const booked = await book(customer, business, NEXT_MONDAY, '09:00 AM - 10:00 AM');
    const bookingId = (booked.body.data as { booking_id: string }).booking_id;
    const bell = async () => {
      const answer = await call('GET', 'provider/notifications', business.user.token);
      expectContractResponse('listProviderNotifications', 200, answer.body);
      return answer.body as {
        unread: number;
        data: { id: number; kind: string; title: string; message: string; is_read: boolean }[];
      };
    };
    expect(await bell()).toMatchObject({
      unread: 1,
      data: [
        {
          kind: 'bookingNew',
          title: 'New booking',
          message: `Riley Booker booked ${NEXT_MONDAY}, 09:00 AM - 10:00 AM at ${business.address}.`,
          is_read: false,
        },
      ],
    });
    expect((await latestMail(mailbox(), business.user.email))?.subject).toBe(
      `New booking: ${NEXT_MONDAY}, 09:00 AM - 10:00 AM`,
    );

    await call('PUT', 'provider/settings/notifications', business.user.token, {
      emailNotifications: false,
      smsNotifications: false,
      appointmentReminders: true,
      marketingEmails: false,
      systemUpdates: true,
    });
    expect((await call('PATCH', `update_slot_booking/${bookingId}`, customer.token)).status).toBe(200);
    const told = await bell();
    expect(told.unread).toBe(2);
    expect(told.data[0]).toMatchObject({ kind: 'bookingCancelled', title: 'Booking cancelled' });
    // No second e-mail: the newest to the provider is still the booking's.
    expect((await latestMail(mailbox(), business.user.email))?.subject).toBe(
      `New booking: ${NEXT_MONDAY}, 09:00 AM - 10:00 AM`,
    );

    const first = told.data[1]?.id;
    const marked = await call('POST', 'provider/notifications/read', business.user.token, { ids: [first] });
    expect(marked.body).toEqual({ status: 200, unread: 1 });
    expect((await call('POST', 'provider/notifications/read', business.user.token, {})).body).toEqual({
      status: 200,
      unread: 0,
    });
    // Nobody else's bell changes, nor can anyone else read this one.
    expect((await call('GET', 'provider/notifications', customer.token)).status).toBe(403);
  });
});
