import { MESSAGES_EN } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { JettyRecord } from '../../contract/schemas/jetties.js';
import type { TankRecord } from '../../contract/schemas/tanks.js';
import type { ProductRecord } from '../../contract/schemas/products.js';

let t: TestApp;
let admin: string;
let productIds: number[];
test.beforeAll(async ({ api, admin: adminToken }) => {
  t = api;
  admin = adminToken;
  const found = await t.ok<{ list: ProductRecord[] }>({
    method: 'POST',
    url: '/api/jput/product/searchProduct',
    token: admin,
    payload: {},
  });
  productIds = found.list.map((p) => p.id);
});

const jetty = () => ({
  number: 'J9',
  name: 'Jetty 9 (East)',
  berths: [
    { name: 'J9-A', minLoa: 40, maxLoa: 120 },
    { name: 'J9-B', minLoa: 30, maxLoa: 85 },
  ],
  lines: [
    { name: 'L9 Distillates', productIds: [productIds[0]] },
    { name: 'L10 Fuel Oil', productIds: [productIds[1], productIds[2]] },
  ],
  hoses: [{ name: 'H9 8" Rubber' }],
});

describe('jetties', () => {
  it('creates a jetty with its berths, lines (with products) and hoses in one change', async () => {
    const j = await t.ok<JettyRecord>({ method: 'POST', url: '/api/jetties', token: admin, payload: jetty() });
    expect(j.berths.map((b) => [b.name, b.minLoa, b.maxLoa])).toEqual([
      ['J9-A', 40, 120],
      ['J9-B', 30, 85],
    ]);
    expect(j.lines.find((l) => l.name === 'L10 Fuel Oil')?.productIds).toEqual(
      [productIds[1], productIds[2]].sort((a, b) => a! - b!),
    );
    expect(j.hoses.map((h) => h.name)).toEqual(['H9 8" Rubber']);
    const table = await t.ok<{ number: string; lines: string[]; hoses: string[] }[]>({
      method: 'GET',
      url: '/api/jetties/table',
      token: admin,
    });
    expect(table.find((r) => r.number === 'J9')).toMatchObject({
      lines: ['L10 Fuel Oil', 'L9 Distillates'],
      hoses: ['H9 8" Rubber'],
    });
  });

  it('refuses a berth whose minimum LOA is not below its maximum', async () => {
    const payload = { ...jetty(), number: 'J10', berths: [{ name: 'J10-A', minLoa: 90, maxLoa: 90 }] };
    const res = await t.call({ method: 'POST', url: '/api/jetties', token: admin, payload });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      msg: MESSAGES_EN.validation.loaRange,
      key: 'validation.loaRange',
      field: 'berths.0.maxLoa',
    });
  });

  it('refuses duplicate berth names, a taken jetty number and unknown products', async () => {
    const dup = await t.call({
      method: 'POST',
      url: '/api/jetties',
      token: admin,
      payload: {
        ...jetty(),
        number: 'J11',
        berths: [
          { name: 'A', minLoa: 1, maxLoa: 2 },
          { name: 'a', minLoa: 1, maxLoa: 2 },
        ],
      },
    });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({
      msg: MESSAGES_EN.validation.duplicateName,
      key: 'validation.duplicateName',
      field: 'berths',
    });
    const taken = await t.call({
      method: 'POST',
      url: '/api/jetties',
      token: admin,
      payload: { ...jetty(), number: 'j1' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe(MESSAGES_EN.records.jettyNumberTaken);
    const unknown = await t.call({
      method: 'POST',
      url: '/api/jetties',
      token: admin,
      payload: { ...jetty(), number: 'J12', lines: [{ name: 'L', productIds: [99999] }] },
    });
    expect(unknown.status).toBe(400);
  });

  it('keeps berth ids on edit, adds new ones and deactivates those left out', async () => {
    const created = await t.ok<JettyRecord>({
      method: 'POST',
      url: '/api/jetties',
      token: admin,
      payload: { ...jetty(), number: 'J13' },
    });
    const [a, b] = created.berths;
    const edited = await t.ok<JettyRecord>({
      method: 'PUT',
      url: `/api/jetties/${created.id}`,
      token: admin,
      payload: {
        ...jetty(),
        number: 'J13',
        berths: [
          { id: a!.id, name: 'J13-A', minLoa: 45, maxLoa: 125 },
          { name: 'J9-B', minLoa: 20, maxLoa: 60 },
        ],
      },
    });
    expect(edited.berths.find((x) => x.name === 'J13-A')?.id).toBe(a!.id);
    expect(edited.berths.find((x) => x.name === 'J9-B')?.id).not.toBe(b!.id);
    const [row] = await t.asOwner<{ active: boolean }>('SELECT active FROM berths WHERE id = $1', [b!.id]);
    expect(row?.active).toBe(false);
  });

  it('lists berths 12 to a page with their jetty', async () => {
    const page = await t.ok<{ rows: { name: string; jettyNumber: string }[]; total: number }>({
      method: 'GET',
      url: '/api/jput/berth/list',
      token: admin,
    });
    expect(page.rows.length).toBeLessThanOrEqual(12);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.rows[0]).toMatchObject({ jettyNumber: 'J1', name: 'J1-A' });
  });

  it("lets everyone read jetties but only the jetty screen's users change them", async () => {
    const customer = await t.login('customer');
    expect((await t.call({ method: 'GET', url: '/api/jetties/list', token: customer })).status).toBe(200);
    expect(
      (await t.call({ method: 'POST', url: '/api/jetties', token: customer, payload: { ...jetty(), number: 'J20' } }))
        .status,
    ).toBe(403);
  });
});

describe('tanks', () => {
  it('creates, lists by number and refuses a taken number', async () => {
    const tank = await t.ok<TankRecord>({
      method: 'POST',
      url: '/api/tanks',
      token: admin,
      payload: { name: 'Tank T401', number: 'T401', productId: productIds[0], capacity: 15000 },
    });
    expect(tank).toMatchObject({ number: 'T401', capacity: 15000, productName: expect.any(String) });
    const dup = await t.call({
      method: 'POST',
      url: '/api/tanks',
      token: admin,
      payload: { name: 'Again', number: 't401' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe(MESSAGES_EN.records.tankNumberTaken);
    const all = await t.ok<TankRecord[]>({
      method: 'GET',
      url: '/api/jput/tank/getList',
      token: await t.login('customer'),
    });
    expect(all.map((x) => x.number)).toContain('T401');
    await t.ok({ method: 'DELETE', url: `/api/tanks/${tank.id}`, token: admin });
    const after = await t.ok<TankRecord[]>({ method: 'GET', url: '/api/jput/tank/getList', token: admin });
    expect(after.map((x) => x.number)).not.toContain('T401');
  });
});

describe('products', () => {
  it('searches with a missing name as empty and a missing type as ALL', async () => {
    const all = await t.ok<{ list: ProductRecord[] }>({
      method: 'POST',
      url: '/api/jput/product/searchProduct',
      token: admin,
      payload: {},
    });
    expect(all.list.length).toBeGreaterThanOrEqual(4);
    const port = await t.ok<{ list: ProductRecord[] }>({
      method: 'POST',
      url: '/api/jput/product/searchProduct',
      token: admin,
      payload: { type: 'Port' },
    });
    expect(port.list.every((p) => p.type === 'Port')).toBe(true);
    const named = await t.ok<{ list: ProductRecord[] }>({
      method: 'POST',
      url: '/api/jput/product/searchProduct',
      token: admin,
      payload: { name: 'gasoil', type: null },
    });
    expect(named.list.map((p) => p.name)).toEqual(['Marine Gasoil (MGO) 0.1%S']);
  });

  it('adds a product, refuses the same name, and deletes by deactivating', async () => {
    const p = await t.ok<ProductRecord>({
      method: 'POST',
      url: '/api/jput/product/addProduct',
      token: admin,
      payload: { name: 'Biofuel B24', type: 'Center' },
    });
    const again = await t.call({
      method: 'POST',
      url: '/api/jput/product/addProduct',
      token: admin,
      payload: { name: 'biofuel b24', type: 'ALL' },
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(MESSAGES_EN.records.productTaken);
    const gone = await t.ok<ProductRecord>({
      method: 'POST',
      url: '/api/jput/product/delProduct',
      token: admin,
      payload: { pId: p.id },
    });
    expect(gone.active).toBe(false);
    const found = await t.ok<{ list: ProductRecord[] }>({
      method: 'POST',
      url: '/api/jput/product/searchProduct',
      token: admin,
      payload: { name: 'Biofuel' },
    });
    expect(found.list).toHaveLength(0);
    const [row] = await t.asOwner<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE id = $1', [p.id]);
    expect(row?.n).toBe(1);
  });

  it('keeps product changes to terminal admins', async () => {
    const customer = await t.login('customer');
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/jput/product/addProduct',
          token: customer,
          payload: { name: 'X', type: 'ALL' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/jput/product/searchProduct', token: customer, payload: {} })).status,
    ).toBe(200);
  });
});
