import { describe, expect, it } from 'vitest';
import { compileContract } from './api-contract';
import type { OpenApiDocument } from './openapi-document';

// A contract with the kinds of input later calls will have: query parameters, JSON bodies
// with nested fields and formats, and a file upload.
const document: OpenApiDocument = {
  openapi: '3.1.0',
  servers: [{ url: '/api/v1' }],
  paths: {
    '/items': {
      get: {
        operationId: 'listItems',
        parameters: [
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
          { name: 'active', in: 'query', schema: { type: 'boolean' } },
          { name: 'tag', in: 'query', schema: { type: 'array', items: { type: 'integer' } } },
          { name: 'sort', in: 'query', required: true, schema: { type: 'string', enum: ['name', 'date'] } },
        ],
      },
      post: {
        operationId: 'createItem',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/NewItem' } } },
        },
      },
    },
    '/items/mine': { get: { operationId: 'myItems' } },
    '/items/{id}': {
      get: {
        operationId: 'getItem',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      },
    },
    '/upload': {
      post: {
        operationId: 'upload',
        requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } },
      },
    },
  },
  components: {
    schemas: {
      NewItem: {
        type: 'object',
        required: ['email', 'name'],
        additionalProperties: false,
        properties: {
          email: { type: 'string', format: 'email' },
          name: { type: 'string', minLength: 1 },
          dob: { type: 'string', format: 'date' },
          priority: { type: 'string', enum: ['low', 'medium', 'high', 'urgent'] },
          locations: { type: 'array', items: { $ref: '#/components/schemas/Location' } },
        },
      },
      Location: {
        type: 'object',
        required: ['city'],
        properties: {
          city: { type: 'string', minLength: 1 },
          zipCode: { type: 'string', pattern: '^\\d{5}(-\\d{4})?$' },
        },
      },
    },
  },
};

const contract = compileContract(document);

async function validate(
  method: string,
  path: string,
  { body, contentType }: { body?: string; contentType?: string } = {},
) {
  const [pathname = '', search = ''] = path.split('?');
  const match = contract.match(method, pathname);
  if (match.kind !== 'found') throw new Error(`${method} ${path}: ${match.kind}`);
  return match.operation.validator.validate({
    pathParams: match.pathParams,
    query: new URLSearchParams(search),
    contentType,
    text: async () => body ?? '',
  });
}

const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json; charset=utf-8' });

describe('matching', () => {
  it('refuses a control character in a path parameter', async () => {
    expect(await validate('GET', '/items/%00')).toEqual({
      ok: false,
      message: 'The path parameter id must not contain control characters.',
    });
  });

  it('prefers a concrete path over a template', () => {
    const match = contract.match('GET', '/items/mine');
    expect(match.kind === 'found' && match.operation.operationId).toBe('myItems');
  });

  it('reports the methods a path does have', () => {
    expect(contract.match('PUT', '/items')).toEqual({ kind: 'wrong-method', allowed: ['get', 'post'] });
  });
});

describe('query parameters', () => {
  it('coerces them to the types the schema declares', async () => {
    expect(await validate('GET', '/items?page=2&active=true&tag=3&tag=4&sort=name&unknown=x')).toEqual({
      ok: true,
      input: { params: {}, query: { page: 2, active: true, tag: [3, 4], sort: 'name' }, body: undefined },
    });
  });

  it.each([
    ['/items', 'The query parameter sort is required.'],
    ['/items?sort=size', 'The query parameter sort must be one of: name, date.'],
    ['/items?sort=name&page=0', 'The query parameter page must be at least 1.'],
    ['/items?sort=name&page=two', 'The query parameter page must be an integer.'],
    ['/items?sort=name&page=1&page=2', 'The query parameter page must be given once.'],
    ['/items?sort=name&active=yes', 'The query parameter active must be true or false.'],
    ['/items?sort=name&tag=1&tag=x', 'The query parameter tag must be an integer.'],
    ['/items?sort=name%00', 'The query parameter sort must not contain control characters.'],
    ['/items?sort=name&tag=1&tag=%01', 'The query parameter tag must not contain control characters.'],
  ])('%s → %s', async (path, message) => {
    expect(await validate('GET', path)).toEqual({ ok: false, message });
  });
});

describe('JSON bodies', () => {
  const valid = { email: 'a@b.test', name: 'Ann', locations: [{ city: 'Miami', zipCode: '33101' }] };

  it('passes a valid body through', async () => {
    expect(await validate('POST', '/items', json(valid))).toEqual({
      ok: true,
      input: { params: {}, query: {}, body: valid },
    });
  });

  it('keeps tabs and line breaks, which people do type, and dates from year 1 to 9999', async () => {
    for (const body of [
      { ...valid, name: 'Line one\nLine two\r\n\tindented' },
      { ...valid, dob: '0001-01-01' },
      { ...valid, dob: '9999-12-31' },
      { ...valid, dob: '2024-02-29' },
    ]) {
      expect(await validate('POST', '/items', json(body))).toEqual({
        ok: true,
        input: { params: {}, query: {}, body },
      });
    }
  });

  it.each([
    [{ name: 'Ann' }, 'The request body is missing the required field email.'],
    [{ ...valid, email: 'not-an-email' }, 'The field email must be a valid email address.'],
    [{ ...valid, name: '' }, 'The field name must not be empty.'],
    [{ ...valid, name: 5 }, 'The field name must be a string.'],
    [{ ...valid, dob: '17/05/1990' }, 'The field dob must be a date (YYYY-MM-DD).'],
    [{ ...valid, priority: 'now' }, 'The field priority must be one of: low, medium, high, urgent.'],
    [{ ...valid, extra: 1 }, 'The request body has an unknown field extra.'],
    [
      { ...valid, locations: [{ city: 'Miami', zipCode: '331' }] },
      'The field locations[0].zipCode is not in the expected format.',
    ],
    [{ ...valid, locations: [{}] }, 'The field locations[0] is missing the required field city.'],
    [[valid], 'The request body must be an object.'],
    // Dates the database cannot hold (it has no year 0) and days that do not exist.
    [{ ...valid, dob: '0000-01-01' }, 'The field dob must be a date (YYYY-MM-DD).'],
    [{ ...valid, dob: '2023-02-29' }, 'The field dob must be a date (YYYY-MM-DD).'],
    // Control characters anywhere, in values and in keys, even of fields the schema does not know.
    [{ ...valid, name: 'A\u0000nn' }, 'The field name must not contain control characters.'],
    [{ ...valid, name: 'bell\u0007' }, 'The field name must not contain control characters.'],
    [
      { ...valid, locations: [{ city: 'Mia\u001bmi' }] },
      'The field locations[0].city must not contain control characters.',
    ],
    [{ ...valid, 'x\u0000': 1 }, 'The field x\u0000 must not contain control characters.'],
    ['\u007f', 'The request body must not contain control characters.'],
  ])('%j → %s', async (body, message) => {
    expect(await validate('POST', '/items', json(body))).toEqual({ ok: false, message });
  });

  it('refuses malformed JSON, a missing body and the wrong content type', async () => {
    expect(await validate('POST', '/items', { body: '{"email":', contentType: 'application/json' })).toEqual({
      ok: false,
      message: 'The request body is not valid JSON.',
    });
    expect(await validate('POST', '/items', { contentType: 'application/json' })).toEqual({
      ok: false,
      message: 'The request body is required.',
    });
    expect(await validate('POST', '/items')).toEqual({ ok: false, message: 'The request body is required.' });
    expect(await validate('POST', '/items', { body: 'email=a', contentType: 'text/plain' })).toEqual({
      ok: false,
      message: 'The request body must be sent as application/json.',
    });
  });

  it('leaves a declared non-JSON body (a file upload) to its handler', async () => {
    expect(await validate('POST', '/upload', { body: '--x', contentType: 'multipart/form-data; boundary=x' })).toEqual({
      ok: true,
      input: { params: {}, query: {}, body: undefined },
    });
  });
});
