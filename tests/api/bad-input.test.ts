import { describe, expect, it } from 'vitest';
import { fc } from '@fast-check/vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';

let t: TestApp;
let admin: string;
test.beforeAll(async ({ api, admin: adminToken }) => {
  t = api;
  admin = adminToken;
});

/** Every write of the master data, with arbitrary JSON: a 4xx with a message, never a 5xx. */
const WRITES = [
  ['POST', '/api/companies'],
  ['PUT', '/api/companies/1'],
  ['POST', '/api/ships'],
  ['PUT', '/api/ships/1'],
  ['POST', '/api/jetties'],
  ['PUT', '/api/jetties/1'],
  ['POST', '/api/tanks'],
  ['POST', '/api/pilots'],
  ['POST', '/api/equipmentReports'],
  ['POST', '/api/equipmentReports/1/resolve'],
  ['POST', '/api/unqualifiedShips'],
  ['POST', '/api/system/user'],
  ['PUT', '/api/system/user'],
  ['PUT', '/api/system/user/freeze'],
  ['PUT', '/api/settings'],
  ['POST', '/api/partnerApps'],
  ['POST', '/api/jput/product/searchProduct'],
  ['POST', '/api/jput/product/addProduct'],
  ['POST', '/api/jput/product/delProduct'],
  ['POST', '/api/checklist-items'],
  ['PUT', '/api/checklist-items/1'],
] as const;

describe('bad input to the master data', () => {
  it.each(WRITES)('%s %s answers arbitrary JSON with a 4xx or a success, never a 5xx', async (method, url) => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (payload) => {
        const res = await t.call({
          method,
          url,
          token: admin,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(res.body.msg.length).toBeGreaterThan(0);
      }),
      { numRuns: 25 },
    );
  });

  it.each([
    ['/api/ships', { name: 'x', imo: '9074729', loa: 1e308, kind: 'barge' }],
    ['/api/tanks', { name: 'x', number: 'y', capacity: 1e12 }],
    ['/api/companies', { code: 'A', name: 'B', kind: 'customer', foundedOn: '2020-02-31' }],
    ['/api/companies', { code: 'A'.repeat(31), name: 'B', kind: 'customer' }],
    ['/api/ships', { name: 'x\u0000y', imo: '9074729', loa: 10, kind: 'barge' }],
    ['/api/unqualifiedShips', { shipId: 2147483647, reason: 'x' }],
    ['/api/equipmentReports', { jettyId: 99999, equipment: 'a', location: 'b', severity: 'low' }],
  ])('refuses an out-of-range value to %s with a 4xx', async (url, payload) => {
    const res = await t.call({ method: 'POST', url, token: admin, payload });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('odd sort keys', () => {
  it('never reach an inherited member of the sortable table: every list answers __proto__ and friends', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).body as unknown as {
      paths: Record<string, Record<string, unknown>>;
    };
    const lists = Object.keys(doc.paths).filter((p) => p.endsWith('/list') && doc.paths[p]!.get && !p.includes('{'));
    // Companies, ships, jetties, tanks, products, pilots, users, partner apps and the others.
    expect(lists.length).toBeGreaterThanOrEqual(12);
    const failures: string[] = [];
    for (const url of lists)
      for (const sort of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
        const res = await t.call({ method: 'GET', url: `${url}?sort=${sort}&order=DESC`, token: admin });
        if (res.status >= 500) failures.push(`${url} sort=${sort}: ${res.status}`);
      }
    expect(failures).toEqual([]);
  });
});
