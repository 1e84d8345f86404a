import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';

interface LookupBody {
  status: number;
  data: { id: number; name: string }[];
}

describeEachDriver('lookups', (t) => {
  const get = async (path: string) => {
    const response = await t.app().request(`/api/v1${path}`);
    return { response, body: (await response.json()) as LookupBody };
  };
  const names = async (path: string) => (await get(path)).body.data.map((entry) => entry.name);
  const idOf = async (path: string, name: string) => {
    const entry = (await get(path)).body.data.find((e) => e.name === name);
    if (!entry) throw new Error(`${name} is not in ${path}`);
    return entry.id;
  };

  it('lists the categories in taxonomy order, in the documented envelope', async () => {
    const { response, body } = await get('/categories_list');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({
      status: 200,
      data: [
        { id: 1, name: 'Medical' },
        { id: 2, name: 'Legal' },
        { id: 3, name: 'Healthcare Services' },
      ],
    });
    expectContractResponse('listCategories', 200, body);
  });

  it('walks Medical → Specialists → services', async () => {
    const medical = await idOf('/categories_list', 'Medical');
    expect(await names(`/subcategories/${medical}`)).toEqual([
      'Primary Care',
      'Specialists',
      'Surgery',
      'Mental Health',
    ]);
    const specialists = await idOf(`/subcategories/${medical}`, 'Specialists');
    const { body } = await get(`/get_ic_services_by_id/${specialists}`);
    expect(body.data.map((s) => s.name)).toEqual([
      'Cardiology',
      'Dermatology',
      'Orthopedics',
      'Neurology',
      'Physical Therapy',
    ]);
    expectContractResponse('listServices', 200, body);
  });

  it('walks Legal → Criminal Defense → DUI/DWI', async () => {
    const legal = await idOf('/categories_list', 'Legal');
    const criminal = await idOf(`/subcategories/${legal}`, 'Criminal Defense');
    expect(await names(`/get_ic_services_by_id/${criminal}`)).toEqual([
      'DUI/DWI',
      'Drug Crimes',
      'Assault',
      'White Collar',
    ]);
  });

  it('lists the countries in the spec order', async () => {
    const countries = await names('/countries');
    expect(countries).toHaveLength(22);
    expect(countries.slice(0, 3)).toEqual(['United States', 'Canada', 'United Kingdom']);
    expect(countries.at(-1)).toBe('Other');
  });

  it('lists US states alphabetically and their cities alphabetically', async () => {
    const us = await idOf('/countries', 'United States');
    const states = await names(`/states/${us}`);
    expect(states).toHaveLength(50);
    expect(states).toEqual([...states].sort((a, b) => a.localeCompare(b)));
    expect(states[0]).toBe('Alabama');

    const florida = await idOf(`/states/${us}`, 'Florida');
    const { body } = await get(`/cities/${florida}`);
    const cities = body.data.map((c) => c.name);
    expect(cities).toContain('Miami');
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b)));
    expectContractResponse('listCities', 200, body);
  });

  describe('answers an empty list for a parent that does not exist', () => {
    it.each(['/subcategories/999', '/get_ic_services_by_id/999', '/states/999', '/cities/99999'])(
      '%s',
      async (path) => {
        const { response, body } = await get(path);
        expect(response.status).toBe(200);
        expect(body).toEqual({ status: 200, data: [] });
      },
    );

    it('and for a country without states', async () => {
      const other = await idOf('/countries', 'Other');
      expect((await get(`/states/${other}`)).body).toEqual({ status: 200, data: [] });
    });
  });

  describe('refuses a bad id with 400 and a message naming it', () => {
    it.each([
      ['/subcategories/abc', 'The path parameter id must be an integer.'],
      ['/subcategories/0', 'The path parameter id must be at least 1.'],
      ['/subcategories/-3', 'The path parameter id must be at least 1.'],
      ['/subcategories/1.5', 'The path parameter id must be an integer.'],
      ['/get_ic_services_by_id/abc', 'The path parameter id must be an integer.'],
      ['/states/x1', 'The path parameter countryId must be an integer.'],
      ['/cities/0', 'The path parameter stateId must be at least 1.'],
      ['/cities/99999999999', 'The path parameter stateId must be at most 2147483647.'],
      ['/cities/%ZZ', 'The path parameter stateId is not correctly encoded.'],
    ])('%s', async (path, message) => {
      const response = await t.app().request(`/api/v1${path}`);
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body).toEqual({ status: 400, message });
      expectContractResponse('listSubcategories', 400, body);
    });
  });
});
