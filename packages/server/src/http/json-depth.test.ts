import { expect, it } from 'vitest';
import { describeEachDriver } from '../testing/describe-each-driver';
import { accessTokenFor, DEMO_ADMIN_ID, DEMO_CUSTOMER_ID, jsonHeaders } from '../testing/sign-in';
import { ANON_KEY } from '../testing/supabase-client';
import { JSON_TOO_DEEP } from './control-characters';

const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describeEachDriver('JSON bodies nested too deeply', (t) => {
  it('are refused with 400 and a sentence by API v1, /auth/v1 and /rest/v1, whatever the depth', async () => {
    const app = t.app();
    const customer = jsonHeaders(await accessTokenFor(t.db, DEMO_CUSTOMER_ID));
    const admin = { ...jsonHeaders(await accessTokenFor(t.db, DEMO_ADMIN_ID)), apikey: ANON_KEY };
    const send = async (path: string, method: string, headers: Record<string, string>, body: string) => {
      const response = await app.request(path, { method, headers, body });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    for (const body of [nestedArrays(5000), nestedObjects(5000), `{"category_id":${nestedArrays(65)}}`]) {
      expect(await send('/api/v1/find_service_api', 'POST', customer, body)).toEqual({
        status: 400,
        body: { status: 400, message: JSON_TOO_DEEP },
      });
      expect(
        await send(
          '/auth/v1/token?grant_type=password',
          'POST',
          { 'content-type': 'application/json' },
          `{"email":${body}}`,
        ),
      ).toEqual({
        status: 400,
        body: { code: 'validation_failed', message: JSON_TOO_DEEP },
      });
      expect(await send('/rest/v1/events?id=eq.1', 'PATCH', admin, `{"title":${body}}`)).toEqual({
        status: 400,
        body: { code: 'PGRST102', details: null, hint: null, message: JSON_TOO_DEEP },
      });
    }
    expect(JSON_TOO_DEEP).toBe('The request body must not nest arrays and objects more than 64 levels deep.');
    // 64 levels are read, and answered by the schema like any other wrong value.
    const deepest = await send('/api/v1/find_service_api', 'POST', customer, `{"category_id":${nestedArrays(63)}}`);
    expect(deepest.status).toBe(400);
    expect(deepest.body.message).not.toBe(JSON_TOO_DEEP);
  });
});
