import { rmSync } from 'node:fs';
import type { Hono } from 'hono';
import { afterAll, expect, it } from 'vitest';
import { signJwt } from '../auth/jwt';
import { loadConfig } from '../config';
import { createAfterResponse } from '../http/after-response';
import type { Logger } from '../logger';
import { describeEachDriver } from '../testing/describe-each-driver';
import { fromAddress } from '../testing/http-requests';
import { accessTokenFor, DEMO_CUSTOMER_ID } from '../testing/sign-in';
import { TEST_JWT_SECRET } from '../testing/test-app-config';
import { pngImage } from '../testing/test-images';
import { tempDataDir } from '../testing/uploads';
import { loadApiContract } from './api-contract';
import {
  dereference,
  type OpenApiDocument,
  type ParameterObject,
  type RequestBodyObject,
  type SchemaObject,
} from './openapi-document';

/**
 * Bad input, generated from the contract for every operation (and for /auth/v1 by hand), must
 * never make the server answer 5xx or log an error. Each field of each body, and each path
 * parameter, is replaced in turn by each hostile value below; whole bodies are replaced by things
 * that are not the expected object; tokens name sessions that cannot exist. A fixed, finite set:
 * the same requests every run, about 2,000 per driver.
 */
const HOSTILE: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\u001b[2J',
  '\u007f',
  '',
  '   ',
  'x'.repeat(5000),
  '\ud800',
  '👩🏽‍⚕️',
  "'; drop table users; --",
  '../../../etc/passwd',
  '%00',
  '0000-01-01',
  '9999-12-31',
  '0000-01-01 00:00:00',
  '2030-02-30',
  '1970-01-01T00:00:00Z',
  '00000000-0000-4000-8000-00000000ffff',
  'not-a-uuid',
  -1,
  0,
  2 ** 31,
  2 ** 63,
  1.5,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  true,
  null,
  [],
  {},
  ['\u0000'],
  { nested: '\u0000' },
];
const WHOLE_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '123',
  '{"__proto__":{"admin":true}}',
  '\u0000',
  // Nested past any call stack a recursive walk of the body would have.
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
];

describeEachDriver('the contract under fuzzing', (t) => {
  const contract = loadApiContract(loadConfig().openapiFile);
  const document = contract.document;
  const dataDir = tempDataDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const errors: unknown[] = [];
  const logger: Logger = {
    info: () => undefined,
    warn: () => undefined,
    error: (message, error) => errors.push([message, error]),
  };
  const afterResponse = createAfterResponse(logger);
  let app: Hono;
  let token = '';
  let client = 0;
  const failures: string[] = [];

  const send = async (
    method: string,
    path: string,
    init: { body?: string | FormData; headers?: Record<string, string> },
  ) => {
    client++;
    const response = await app.request(
      path,
      { method, headers: init.headers, body: init.body },
      // Each request from its own client, so limits do not stop the fuzz short of the handlers.
      fromAddress(`10.${100 + (client >> 16)}.${(client >> 8) & 255}.${client & 255}`),
    );
    const text = await response.text();
    if (response.status >= 500) {
      failures.push(
        `${method} ${path} ${typeof init.body === 'string' ? init.body.slice(0, 200) : '(form)'} → ${response.status} ${text}`,
      );
    }
  };
  const json = (value: unknown, bearer = token) => ({
    body: typeof value === 'string' ? value : JSON.stringify(value),
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  });

  it('answers every operation of API v1 without a 5xx, whatever the body and parameters', async () => {
    app = t.app({ config: { dataDir }, logger, afterResponse });
    token = await accessTokenFor(t.db, DEMO_CUSTOMER_ID);
    for (const operation of contract.operations) {
      const pathItem = document.paths?.[operation.path] ?? {};
      const declared = pathItem[operation.method];
      const parameters = [...(pathItem.parameters ?? []), ...(declared?.parameters ?? [])].map((p) =>
        dereference<ParameterObject>(document, p),
      );
      const pathParams = Object.fromEntries(
        parameters.filter((p) => p.in === 'path').map((p) => [p.name, validValue(document, p.schema ?? {}, p.name)]),
      );
      const pathFor = (params: Record<string, unknown>) =>
        contract.basePath + operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeText(params[name]));
      const method = operation.method.toUpperCase();
      const requestBody = declared?.requestBody && dereference<RequestBodyObject>(document, declared.requestBody);
      const bodySchema = requestBody?.content?.['application/json']?.schema;
      const baseline = bodySchema ? validValue(document, bodySchema, 'body') : undefined;

      await send(method, pathFor(pathParams), baseline === undefined ? {} : json(baseline));
      for (const name of Object.keys(pathParams)) {
        for (const value of HOSTILE) {
          if (typeof value === 'object' && value !== null) continue;
          await send(method, pathFor({ ...pathParams, [name]: value }), baseline === undefined ? {} : json(baseline));
        }
      }
      if (requestBody?.content?.['multipart/form-data']) {
        for (const form of hostileForms()) await send(method, pathFor(pathParams), form(token));
        continue;
      }
      if (baseline === undefined) continue;
      for (const body of WHOLE_BODIES) await send(method, pathFor(pathParams), json(body));
      if (typeof baseline !== 'object' || baseline === null || Array.isArray(baseline)) continue;
      const fields = Object.keys(baseline);
      for (const field of fields) {
        for (const value of HOSTILE) await send(method, pathFor(pathParams), json({ ...baseline, [field]: value }));
        const { [field]: _left, ...without } = baseline as Record<string, unknown>;
        await send(method, pathFor(pathParams), json(without));
      }
      await send(method, pathFor(pathParams), json({ ...baseline, 'unknown\u0000': 1 }));
    }
    await afterResponse.idle();
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
    // About 20 s on a quiet machine; the limit only catches a hang (it ran past 180 s at load 30).
  }, 600_000);

  it('answers /auth/v1 without a 5xx, and refuses tokens naming impossible sessions with 401', async () => {
    app = t.app({ config: { dataDir }, logger, afterResponse });
    for (const value of HOSTILE) {
      await send('POST', '/auth/v1/recover', json({ email: value }, ''));
      await send('POST', '/auth/v1/token?grant_type=password', json({ email: value, password: 'Demo1234!' }, ''));
      await send(
        'POST',
        '/auth/v1/token?grant_type=password',
        json({ email: 'customer@demo.test', password: value }, ''),
      );
      await send('POST', '/auth/v1/token?grant_type=refresh_token', json({ refresh_token: value }, ''));
      await send('PUT', '/auth/v1/user', json({ password: value }));
      const text = encodeText(value);
      await send('GET', `/auth/v1/verify?type=recovery&token=${text}&redirect_to=${text}`, {});
      await send('POST', `/auth/v1/logout?scope=${text}`, json({}, await accessTokenFor(t.db, DEMO_CUSTOMER_ID)));
      await send('POST', `/auth/v1/token?grant_type=${text}`, json({}, ''));
    }
    for (const body of WHOLE_BODIES) {
      await send('POST', '/auth/v1/recover', json(body, ''));
      await send('POST', '/auth/v1/token?grant_type=password', json(body, ''));
    }

    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: DEMO_CUSTOMER_ID,
      email: 'customer@demo.test',
      role: 'authenticated',
      aud: 'authenticated',
      user_type: 'customer',
      session_id: '00000000-0000-4000-8000-000000000000',
      iat: now,
      exp: now + 600,
    };
    for (const forged of [
      { ...claims, session_id: 'not-a-uuid' },
      { ...claims, session_id: '\u0000' },
      { ...claims, sub: "1' or '1'='1" },
      { ...claims, session_id: 42 },
      { ...claims, exp: 1e300 },
    ]) {
      const bearer = signJwt(forged, TEST_JWT_SECRET);
      for (const path of [
        '/auth/v1/user',
        `/api/v1/getUserById/${DEMO_CUSTOMER_ID}`,
        `/api/v1/find_slots_api/${DEMO_CUSTOMER_ID}`,
      ]) {
        const response = await app.request(path, { headers: { authorization: `Bearer ${bearer}` } });
        expect(response.status, `${path} with ${JSON.stringify(forged)}`).toBe(401);
      }
    }
    await afterResponse.idle();
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});

/** For the URL; a lone surrogate cannot be encoded, so it goes as the bytes a broken client would send. */
function encodeText(value: unknown): string {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return '%ED%A0%80';
  }
}

/** Multipart bodies that are not one good image in the field `file`. */
function hostileForms(): ((bearer: string) => { body: string | FormData; headers: Record<string, string> })[] {
  const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
  const form = (fill: (form: FormData) => void) => (bearer: string) => {
    const body = new FormData();
    fill(body);
    return { body, headers: auth(bearer) };
  };
  const raw = (contentType: string, body: string) => (bearer: string) => ({
    body,
    headers: { ...auth(bearer), 'content-type': contentType },
  });
  return [
    form((f) => f.append('file', new File([pngImage(4, 4).subarray(0, 30)], 'cut.png'))),
    form((f) => f.append('file', new File([new Uint8Array(0)], 'empty.png'))),
    form((f) => f.append('file', 'just text')),
    form((f) => {
      f.append('file', new File([pngImage(4, 4)], 'a.png'));
      f.append('file', new File([pngImage(4, 4)], 'b.png'));
    }),
    form((f) => f.append('file\u0000', new File([pngImage(4, 4)], 'a\u0000.png'))),
    raw('multipart/form-data', '--x\r\n'),
    raw('multipart/form-data; boundary=x', 'not a form at all'),
    raw('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc'),
    raw('application/json', '{"file":"\u0000"}'),
    raw('text/plain', '\u0000'),
  ];
}

/**
 * A value the schema accepts, as far as a fuzz needs one: the schema's own example, else one
 * built from its type, enum or format. User ids are the demo customer's, so the calls reach past
 * the ownership check.
 */
function validValue(document: OpenApiDocument, given: SchemaObject, name: string): unknown {
  const schema = dereference<SchemaObject>(document, given);
  if (name === 'user_id' || (name === 'id' && schema.format === 'uuid')) return DEMO_CUSTOMER_ID;
  const examples = schema.examples;
  if (Array.isArray(examples) && examples.length > 0) return examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null);
  for (const key of ['oneOf', 'anyOf', 'allOf']) {
    const options = schema[key];
    if (Array.isArray(options) && options[0]) return validValue(document, options[0] as SchemaObject, name);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, validValue(document, property, key)]),
      );
    }
    case 'array':
      return [validValue(document, (schema.items ?? {}) as SchemaObject, name)];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    default:
      switch (schema.format) {
        case 'uuid':
          return DEMO_CUSTOMER_ID;
        case 'date':
          return '2030-01-15';
        case 'date-time':
          return '2030-01-15T10:00:00Z';
        case 'email':
          return 'fuzz@example.test';
        default:
          return 'fuzz';
      }
  }
}
