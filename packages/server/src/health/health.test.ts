import { expect, it } from 'vitest';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';

describeEachDriver('health', (t) => {
  it('reports ok and the driver', async () => {
    const response = await t.app().request('/api/v1/health');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ status: 200, data: { ok: true, driver: t.driver } });
    expectContractResponse('getHealth', 200, body);
  });
});
