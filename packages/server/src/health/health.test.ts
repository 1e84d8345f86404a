import { expect, it } from 'vitest';
import type { Db } from '../db/db';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { createTestApp } from '../testing/test-app';

describeEachDriver('health', (t) => {
  it('reports ok and the driver', async () => {
    const response = await t.app().request('/api/v1/health');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ status: 200, data: { ok: true, driver: t.driver } });
    expectContractResponse('getHealth', 200, body);
  });

  it('is ready while the database answers, and answers 503 within about a second when it does not', async () => {
    const ready = await t.app().request('/api/v1/ready');
    expect(ready.status).toBe(200);
    const body = await ready.json();
    expect(body).toEqual({ status: 200, data: { ok: true, driver: t.driver } });
    expectContractResponse('getReadiness', 200, body);

    // A database whose every query waits (what a hung PGlite connection looks like to callers).
    let answer: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const hung: Db = { ...t.db, query: async () => waiting.then(() => []) };
    const started = Date.now();
    const response = await createTestApp({ db: hung }).request('/api/v1/ready');
    const took = Date.now() - started;
    const refused = await response.json();
    expect(response.status).toBe(503);
    expect(refused).toEqual({ status: 503, message: 'The database did not answer within 1 second.' });
    expectContractResponse('getReadiness', 503, refused);
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(3000);
    answer();
  });
});
