import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { accessTokenFor, DEMO_CUSTOMER_ID, DEMO_PROVIDER_ID, jsonHeaders } from '../testing/sign-in';
import { pngImage } from '../testing/test-images';
import { createTestUser } from '../testing/test-users';
import { tempDataDir, uploadFile } from '../testing/uploads';

const FORBIDDEN = { status: 403, message: 'You can only access your own account.' };
const UNAUTHORIZED = { status: 401, message: 'Unauthorized' };

interface Profile {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  dob: string | null;
  gender: string | null;
  profile_picture: string | null;
  logoUrl: string | null;
}

describeEachDriver('profile', (t) => {
  const dataDir = tempDataDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const app = () => t.app({ config: { dataDir } });
  const get = (id: string, token?: string) =>
    Promise.resolve(app().request(`/api/v1/getUserById/${id}`, { headers: jsonHeaders(token) }));
  const update = (body: unknown, token?: string) =>
    Promise.resolve(
      app().request('/api/v1/updateUserById', {
        method: 'PATCH',
        headers: jsonHeaders(token),
        body: JSON.stringify(body),
      }),
    );
  /** A customer as registration leaves them: lowercase gender, phone and date of birth. */
  const newCustomer = async () => {
    const user = await createTestUser(t.db, { name: 'Jane Doe' });
    await t.db.query(
      `update users set phone = '+1 555 123 4567', dob = '1990-04-12', gender = 'female' where id = $1`,
      [user.id],
    );
    return { ...user, token: await accessTokenFor(t.db, user.id) };
  };
  const refusal = async (response: Response, operationId: string, expected: { status: number; message: string }) => {
    const body = await response.json();
    expect(body).toEqual(expected);
    expect(response.status).toBe(expected.status);
    expectContractResponse(operationId, expected.status, body);
  };

  it("reads the demo customer's seeded profile, with the gender capitalised", async () => {
    const response = await get(DEMO_CUSTOMER_ID, await accessTokenFor(t.db, DEMO_CUSTOMER_ID));
    expect(response.status).toBe(200);
    const body = await response.json();
    expectContractResponse('getUserById', 200, body);
    expect(body).toEqual({
      status: 200,
      data: {
        id: DEMO_CUSTOMER_ID,
        name: 'Casey Customer',
        email: 'customer@demo.test',
        phone: '+13055550142',
        dob: '1988-03-14',
        gender: 'Female',
        profile_picture: null,
        logoUrl: null,
      },
    });
  });

  it('answers null for what a user never gave', async () => {
    const { id } = await createTestUser(t.db);
    const body = (await (await get(id, await accessTokenFor(t.db, id))).json()) as { data: Profile };
    expect(body.data).toMatchObject({ phone: null, dob: null, gender: null, profile_picture: null, logoUrl: null });
  });

  it('saves name, phone, date of birth and gender (either case), keeping the e-mail address', async () => {
    const { id, email, token } = await newCustomer();
    const response = await update(
      {
        user_id: id,
        name: '  Jane Smith ',
        email: email.toUpperCase(),
        phone: '(305) 555-0199',
        dob: '1991-05-13',
        gender: 'Other',
      },
      token,
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expectContractResponse('updateUserById', 200, body);
    const expected = { id, name: 'Jane Smith', email, phone: '+13055550199', dob: '1991-05-13', gender: 'Other' };
    expect(body).toEqual({
      status: 200,
      message: 'Profile updated successfully!',
      data: { ...expected, profile_picture: null, logoUrl: null },
    });
    expect(((await (await get(id, token)).json()) as { data: Profile }).data).toMatchObject(expected);
    // Stored as registration stores it.
    const [row] = await t.db.query<{ gender: string }>('select gender from users where id = $1', [id]);
    expect(row?.gender).toBe('other');

    await update({ user_id: id, name: 'Jane Smith', gender: 'male' }, token);
    const after = ((await (await get(id, token)).json()) as { data: Profile }).data;
    // Fields left out keep their values.
    expect(after).toMatchObject({ gender: 'Male', phone: '+13055550199', dob: '1991-05-13' });
  });

  it('refuses to change the e-mail address', async () => {
    const { id, token } = await newCustomer();
    await refusal(
      await update({ user_id: id, name: 'Jane Doe', email: 'someone-else@example.test' }, token),
      'updateUserById',
      { status: 400, message: 'Email address cannot be changed.' },
    );
  });

  it('refuses to change the user type', async () => {
    const { id, token } = await newCustomer();
    for (const field of ['user_type', 'userType']) {
      await refusal(await update({ user_id: id, name: 'Jane Doe', [field]: 'admin' }, token), 'updateUserById', {
        status: 400,
        message: `The request body has an unknown field ${field}.`,
      });
    }
    const [row] = await t.db.query<{ user_type: string }>('select user_type from users where id = $1', [id]);
    expect(row?.user_type).toBe('customer');
  });

  it('refuses a date of birth in the future, a blank name and a malformed phone', async () => {
    const { id, token } = await newCustomer();
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    await refusal(await update({ user_id: id, name: 'Jane Doe', dob: nextYear }, token), 'updateUserById', {
      status: 400,
      message: 'Date of birth cannot be in the future.',
    });
    await refusal(await update({ user_id: id, name: '   ' }, token), 'updateUserById', {
      status: 400,
      message: 'Name is required.',
    });
    const phone = await update({ user_id: id, name: 'Jane Doe', phone: '12345' }, token);
    expect(phone.status).toBe(400);
    const today = new Date().toISOString().slice(0, 10);
    expect((await update({ user_id: id, name: 'Jane Doe', dob: today }, token)).status).toBe(200);
  });

  it('sets a picture the user uploaded, refuses any other path, and removes it with null', async () => {
    const { id, token } = await newCustomer();
    const uploaded = await uploadFile(app(), { bytes: pngImage(64, 64), name: 'me.png', type: 'image/png' }, { token });
    const { file } = (await uploaded.json()) as { file: string };

    const saved = await update({ user_id: id, name: 'Jane Doe', profile_picture: file }, token);
    expect(saved.status).toBe(200);
    expect(((await (await get(id, token)).json()) as { data: Profile }).data.profile_picture).toBe(file);

    const other = await newCustomer();
    const theirs = await uploadFile(
      app(),
      { bytes: pngImage(8, 8), name: 'x.png', type: 'image/png' },
      {
        token: other.token,
      },
    );
    const { file: theirFile } = (await theirs.json()) as { file: string };
    for (const picture of [
      theirFile,
      '/uploads/00000000-0000-4000-8000-000000000000.png',
      '/etc/passwd',
      'https://x.test/a.png',
    ]) {
      await refusal(
        await update({ user_id: id, name: 'Jane Doe', profile_picture: picture }, token),
        'updateUserById',
        {
          status: 400,
          message: 'The profile picture must be an image you uploaded.',
        },
      );
    }

    // An empty reference is refused before it reaches the database.
    await refusal(await update({ user_id: id, name: 'Jane Doe', profile_picture: '' }, token), 'updateUserById', {
      status: 400,
      message: 'The field profile_picture must not be empty.',
    });

    await update({ user_id: id, name: 'Jane Doe', profile_picture: null }, token);
    expect(((await (await get(id, token)).json()) as { data: Profile }).data.profile_picture).toBeNull();
  });

  it("refuses another user's id with 403, admins and providers included, and a missing token with 401", async () => {
    const { id, token } = await newCustomer();
    const providerToken = await accessTokenFor(t.db, DEMO_PROVIDER_ID);
    await refusal(await get(id, providerToken), 'getUserById', FORBIDDEN);
    await refusal(await get(DEMO_CUSTOMER_ID, token), 'getUserById', FORBIDDEN);
    await refusal(await update({ user_id: DEMO_CUSTOMER_ID, name: 'Mallory' }, token), 'updateUserById', FORBIDDEN);
    await refusal(await get(id), 'getUserById', UNAUTHORIZED);
    await refusal(await update({ user_id: id, name: 'Mallory' }), 'updateUserById', UNAUTHORIZED);
    const [row] = await t.db.query<{ name: string }>('select name from users where id = $1', [DEMO_CUSTOMER_ID]);
    expect(row?.name).toBe('Casey Customer');
  });

  it('refuses an id that is not a UUID by the contract', async () => {
    const { token } = await newCustomer();
    await refusal(await get('42', token), 'getUserById', {
      status: 400,
      message: 'The path parameter id must be a UUID.',
    });
  });
});
