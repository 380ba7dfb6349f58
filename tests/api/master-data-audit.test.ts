import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';

let t: TestApp;
let admin: string;
test.beforeAll(async ({ api, admin: adminToken }) => {
  t = api;
  admin = adminToken;
});

/** One valid body per resource of the shared service, and a change to it. */
const RESOURCES = [
  {
    path: 'products',
    entity: 'product',
    body: { name: 'Audit Test Oil', type: 'ALL' },
    change: { name: 'Audit Oil 2' },
  },
  {
    path: 'tanks',
    entity: 'tank',
    body: { name: 'Audit Tank', number: 'T-AUD', productId: null, capacity: 500 },
    change: { capacity: 600 },
  },
  {
    path: 'pilots',
    entity: 'pilot',
    body: { name: 'Audit Pilot', kind: 'tug', contact: null },
    change: { contact: '+65 6000 0000' },
  },
  {
    path: 'partnerApps',
    entity: 'partnerApp',
    body: { name: 'Audit Partner', scope: 'nominations', redirectUri: 'https://audit.example/cb' },
    change: { scope: 'vetting' },
  },
  {
    path: 'ships',
    entity: 'ship',
    body: { name: 'Audit Barge', imo: '9123453', loa: 80, kind: 'barge' },
    change: { loa: 81 },
  },
  {
    path: 'jetties',
    entity: 'jetty',
    body: {
      number: 'J-AUD',
      name: 'Audit Jetty',
      berths: [{ name: 'A', minLoa: 30, maxLoa: 90 }],
      lines: [],
      hoses: [],
    },
    change: { name: 'Audit Jetty 2' },
  },
] as const;

const auditOf = async (entity: string, id: number) =>
  (
    await t.ok<{ rows: { action: string; entityId: string; before: unknown; after: unknown }[] }>({
      method: 'GET',
      url: `/api/auditLog/list?entity=${entity}&pageSize=50`,
      token: admin,
    })
  ).rows
    .filter((r) => r.entityId === String(id))
    .map((r) => r.action)
    .reverse();

describe('every master-data resource of the shared service', () => {
  it.each(RESOURCES)('$path: create, update, deactivate and restore each write one audit row', async (r) => {
    const created = await t.ok<{ id: number; active: boolean }>({
      method: 'POST',
      url: `/api/${r.path}`,
      token: admin,
      payload: r.body,
    });
    const updated = await t.ok<Record<string, unknown>>({
      method: 'PUT',
      url: `/api/${r.path}/${created.id}`,
      token: admin,
      payload: { ...r.body, ...r.change },
    });
    expect(updated).toMatchObject(r.change);
    const off = await t.ok<{ active: boolean }>({
      method: 'DELETE',
      url: `/api/${r.path}/${created.id}`,
      token: admin,
    });
    expect(off.active).toBe(false);
    const on = await t.ok<{ active: boolean }>({
      method: 'POST',
      url: `/api/${r.path}/${created.id}/restore`,
      token: admin,
    });
    expect(on.active).toBe(true);
    expect(await auditOf(r.entity, created.id)).toEqual(['create', 'update', 'deactivate', 'restore']);
  });

  it.each(RESOURCES)('$path: a refused change and a missing record leave no audit row', async (r) => {
    const before = await auditOf(r.entity, 2_000_000);
    const missing = await t.call({
      method: 'PUT',
      url: `/api/${r.path}/2000000`,
      token: admin,
      payload: { ...r.body, ...r.change },
    });
    expect(missing.status).toBe(404);
    expect(await auditOf(r.entity, 2_000_000)).toEqual(before);
  });
});
